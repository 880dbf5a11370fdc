import { z } from "zod";

// zod compiles fast object parsers with `new Function` unless told not to, and merely probing
// for that trips the Content Security Policy (no 'unsafe-eval') in the browser. These forms
// are small: the interpreter is plenty.
z.config({ jitless: true });

export { z };
