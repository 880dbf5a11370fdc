import { describe, expect, it } from "vitest";
import { ADMIN_PATH, crossSiteReason } from "./security";

const self = "http://127.0.0.1:3000";

describe("cross-site check for admin requests", () => {
  it.each([
    [{ method: "GET", secFetchSite: "cross-site" }, null],
    [{ method: "POST", secFetchSite: "same-origin", origin: self }, null],
    [{ method: "POST", secFetchSite: "none" }, null],
    [{ method: "POST", origin: self }, null],
    [{ method: "POST", origin: "https://www.canopycreative.example" }, null],
    [{ method: "POST" }, null],
    [{ method: "POST", secFetchSite: "cross-site", origin: "https://evil.example" }, "Sec-Fetch-Site is cross-site"],
    [{ method: "POST", secFetchSite: "same-site", origin: "http://other.127.0.0.1:3000" }, "Sec-Fetch-Site is same-site"],
    // Sec-Fetch-Site is what the browser itself says; a matching Origin cannot outvote it.
    [{ method: "DELETE", secFetchSite: "cross-site", origin: self }, "Sec-Fetch-Site is cross-site"],
    [{ method: "POST", origin: "https://evil.example" }, "Origin https://evil.example is not this site"],
    [{ method: "PATCH", origin: "null" }, "Origin is null"],
  ])("%o → %s", (req, expected) => {
    expect(crossSiteReason({ ...req, selfOrigin: self, publicOrigin: "https://www.canopycreative.example" })).toBe(expected);
  });

  it("covers the admin pages, their route data and exports, and nothing else", () => {
    for (const p of ["/admin", "/admin/", "/admin.data", "/admin/leads/abc", "/admin/leads/abc.data", "/admin/leads.csv", "/admin/logout"]) {
      expect(ADMIN_PATH.test(p), p).toBe(true);
    }
    for (const p of ["/administrator", "/admins", "/contact", "/api/leads/contact", "/"]) expect(ADMIN_PATH.test(p), p).toBe(false);
  });
});
