export function CtaBand({ title, body, children }: { title: string; body: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-canopy-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="font-display text-3xl font-bold text-balance md:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-canopy-100 text-pretty">{body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
