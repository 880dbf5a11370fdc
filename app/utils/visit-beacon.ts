/**
 * The visit beacon (docs/decisions/017-cookieless-visits-and-conversions.md), inline at the end
 * of every public page, allowed by the page's CSP hash like the other inline scripts.
 *
 * Once per tab, on the page the visit enters on, it keeps `{p: path, r: referrer host, s/m/c:
 * utm_source/medium/campaign}` in sessionStorage (the lead forms and the chat send it with a
 * submission, so a lead knows its entry page and source) and sends the same JSON with
 * `navigator.sendBeacon` after the page has loaded, or when it is hidden first. It blocks
 * nothing: no request before load, no work but reading the address. Not counted, and nothing
 * kept: a later page of the same tab, a tab opened from this site, Do Not Track, Global
 * Privacy Control. No cookie, and nothing that outlives the tab.
 *
 * Hand-minified because it ships in every page; the readable form:
 *
 *   if (stored || doNotTrack || globalPrivacyControl) stop
 *   host = referrer's host; if it is this site's, stop (same visit, another tab)
 *   visit = {p: pathname, r: host, s, m, c from utm_*}; store it
 *   send it once: on pagehide, or just after load
 */
export const VISIT_KEY = "cc-visit";

export const visitBeaconCode =
  '(function(){try{var n=navigator,l=location,s=sessionStorage,k="' +
  VISIT_KEY +
  '";if(s.getItem(k)||n.doNotTrack=="1"||n.globalPrivacyControl)return;' +
  'var r=document.referrer,h="";try{h=r?new URL(r).host:""}catch(e){}if(h==l.host)return;' +
  'var q=new URLSearchParams(l.search),v={p:l.pathname,r:h},u=["source","medium","campaign"];' +
  'for(var i=0;i<3;i++){var x=q.get("utm_"+u[i]);if(x)v[u[i][0]]=x.slice(0,200)}' +
  "var j=JSON.stringify(v),d=0;s.setItem(k,j);" +
  'function b(){d||(d=1,n.sendBeacon&&n.sendBeacon("/api/visit",j))}' +
  'addEventListener("pagehide",b);addEventListener("load",function(){setTimeout(b,0)})}catch(e){}})()';

/** The tab's visit as its lead forms and chat send it (the JSON text), or undefined when none was kept. */
export function storedVisit(): string | undefined {
  try {
    return sessionStorage.getItem(VISIT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
