/** The markers around the fallback @font-face rules in app/app.css, which the font scripts rewrite. */
export const BEGIN = "/* metric-matched fallback faces, written by scripts/fonts/fallback-metrics.ts */";
export const END = "/* end of the fallback faces */";
