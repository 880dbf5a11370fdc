/** The screens the font scripts and bench/font-swap.ts lay pages out on. */
export const screens = [
  { name: "phone", width: 390, height: 844, mobile: true, scale: 3 },
  // Lighthouse's mobile screen (its emulated Moto G Power), at its pixel ratio.
  { name: "lh", width: 412, height: 823, mobile: true, scale: 1.75 },
  { name: "laptop", width: 1280, height: 800, mobile: false, scale: 1 },
] as const;

/** A browser context's options for one of them. */
export const contextFor = (s: (typeof screens)[number]) => ({
  viewport: { width: s.width, height: s.height },
  isMobile: s.mobile,
  hasTouch: s.mobile,
  deviceScaleFactor: s.scale,
});
