import fs from "node:fs";
import { openDatabase, withDbRetry, type Db } from "#app/services/db.server.ts";
import { createLeadStore, type NewLead } from "#app/services/leads.server.ts";
import { test, expect, expectAccessible } from "./fixtures";
import { search, signIn, tagOf } from "./admin-support";

const PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

/**
 * Leads go straight into the web server's own database, each test with its own tag. The server
 * holds its write lock now and then (a checkpoint, a visit batch), so a seed retries a busy
 * database the way the capture pipeline does; the idempotency key makes the retry safe.
 */
let db: Db | undefined;
async function seed(leads: (Partial<NewLead> & { name: string | null })[]) {
  db ??= await openDatabase({ dataDir: process.env.E2E_DATA_DIR! });
  const store = createLeadStore(db);
  const out = [];
  for (const lead of leads) {
    const idempotencyKey = crypto.randomUUID();
    out.push((await withDbRetry(() => store.createLead({ source: "contact", idempotencyKey, ...lead }), { budgetMs: 15_000 })).lead);
  }
  return out;
}
test.afterAll(async () => {
  await db?.close();
});

/**
 * The admin's own bar, not the public site's: the studio's name marked Admin (and, signed in, the
 * admin's pages and Logout), with no public navigation, call to action, footer or chat launcher.
 */
async function expectPrivateChrome(page: import("@playwright/test").Page, { signedIn }: { signedIn: boolean }) {
  const bar = page.getByRole("banner");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Canopy Creative");
  await expect(bar).toContainText("Admin");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Chat with Ava" })).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Logout" })).toHaveCount(signedIn ? 1 : 0);
  await expect(bar.getByRole("navigation", { name: "Admin" })).toHaveCount(signedIn ? 1 : 0);
}

test("sign-in: a wrong password is refused with a toast and a cleared field; the right one stays in across reloads; Logout ends it", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Total Leads")).toHaveCount(0);
  await expectPrivateChrome(page, { signedIn: false });
  await expectAccessible(page);

  const password = page.getByLabel("Password");
  await password.fill("definitely-not-it");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  const denied = page.locator("[data-toast=error]");
  await expect(denied).toContainText("Access Denied");
  await expect(denied).toContainText("Incorrect password");
  await expect(password).toHaveValue("");
  await expect(password).toBeFocused();

  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Access Granted" })).toBeVisible();
  await expect(page.getByText("Total Leads")).toBeVisible();
  // The refusal is over: only the latest outcome shows.
  await expect(page.locator("[data-toast]")).toHaveCount(1);
  // Ava serves visitors; the agency's desk has no chat launcher, nor the public header or footer.
  await expectPrivateChrome(page, { signedIn: true });
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "cc_admin")!;
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  // Nothing of the session in the page's storage: it lives on the server. (The one key there
  // is the fonts boot's note of the font files already fetched, app/utils/fonts-boot.ts.)
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`))
      .filter((e) => !e.startsWith("brand-fonts=/assets/")),
  );
  expect(stored).toEqual([]);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByText("Total Leads")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Logged Out" })).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Total Leads")).toHaveCount(0);
  // The old cookie, even put back by hand, no longer opens anything.
  await page.context().addCookies([session]);
  await page.goto("/admin");
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("status change: the badge follows, a toast confirms, and the filter finds it", async ({ page }) => {
  const tag = tagOf();
  const [lead] = await seed([{ name: `Sasha ${tag}`, email: `sasha.${tag}@example.com` }]);
  await signIn(page);
  await search(page, tag);
  const card = page.locator(`[data-lead-id="${lead!.id}"]`);
  await expect(card.locator("[data-badge-colour]")).toHaveText("Warm");
  await expect(card.locator("[data-badge-colour]")).toHaveAttribute("data-badge-colour", "orange");
  await card.getByLabel(`Status of Sasha ${tag}`).selectOption("ready_to_buy");
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Lead status updated" })).toBeVisible();
  await expect(card.locator("[data-badge-colour]")).toHaveText("Ready to buy");
  await expect(card.locator("[data-badge-colour]")).toHaveAttribute("data-badge-colour", "green");

  await page.getByLabel("Status", { exact: true }).selectOption("ready_to_buy");
  await expect(page).toHaveURL(/status=ready_to_buy/);
  await expect(page.locator(`[data-lead-id="${lead!.id}"]`)).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("hot");
  await expect(page.getByText("No leads found")).toBeVisible();
});

test("inline edit: one lead at a time, a bad email is refused next to the field, a good edit is saved", async ({ page }) => {
  const tag = tagOf();
  const [first, second] = await seed([
    { name: `Edie ${tag}`, email: `edie.${tag}@example.com` },
    { name: `Other ${tag}`, email: `other.${tag}@example.com` },
  ]);
  await signIn(page);
  await search(page, tag);
  await page.getByRole("link", { name: `Edit Edie ${tag}` }).click();
  const form = page.getByRole("form", { name: `Edit Edie ${tag}` });
  await expect(form).toBeVisible();
  await page.getByRole("link", { name: `Edit Other ${tag}` }).click();
  // Only one lead is in edit mode at a time.
  await expect(page.getByRole("form", { name: `Edit Other ${tag}` })).toBeVisible();
  await expect(form).toHaveCount(0);
  await page
    .getByRole("form", { name: `Edit Other ${tag}` })
    .getByRole("link", { name: "Cancel" })
    .click();
  await expect(page.locator(`[data-lead-id="${second!.id}"]`)).toBeVisible();

  await page.getByRole("link", { name: `Edit Edie ${tag}` }).click();
  await form.getByLabel("Email").fill("edie-at-example");
  await form.getByLabel("Budget range").fill("$2,500");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-toast=error]").filter({ hasText: "Failed to update lead" })).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Budget range")).toHaveValue("$2,500");
  await expectAccessible(page);

  await form.getByLabel("Email").fill(`edie.new.${tag}@example.com`);
  await form.getByLabel("Notes").fill("Prefers a call <b>after</b> 5pm");
  await form.getByLabel("Status").selectOption("hot");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Lead updated successfully" })).toBeVisible();
  await expect(page.locator("[data-toast=error]")).toHaveCount(0);
  const card = page.locator(`[data-lead-id="${first!.id}"]`);
  await expect(card).toContainText(`edie.new.${tag}@example.com`);
  await expect(card).toContainText("Prefers a call <b>after</b> 5pm");
  await expect(card).toContainText("$2,500");
  await expect(card.locator("[data-badge-colour]")).toHaveText("Hot");
  await expect(page.getByRole("form", { name: /^Edit / })).toHaveCount(0);
});

test("a status change or edit the server fails, or the connection drops, shows its toast and keeps the dashboard", async ({ page }) => {
  const tag = tagOf();
  const [lead] = await seed([{ name: `Faye ${tag}`, email: `faye.${tag}@example.com` }]);
  await signIn(page);
  await search(page, tag);
  const card = page.locator(`[data-lead-id="${lead!.id}"]`);
  const failures: ("server" | "network")[] = ["server", "network", "server"];
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      const failure = route.request().method() === "POST" ? failures.shift() : undefined;
      if (failure === "server") await route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" });
      else if (failure === "network") await route.abort("connectionreset");
      else await route.continue();
    },
  );
  const errorToast = page.locator("[data-toast=error]");

  // Each failure is waited for before the next step: the toasts of two failures read the same,
  // so the toast alone cannot tell that the second request has been answered.
  const isDataPost = (r: { method(): string; url(): string }) => r.method() === "POST" && new URL(r.url()).pathname.endsWith(".data");
  const answered500 = page.waitForResponse((r) => isDataPost(r.request()) && r.status() === 500);
  await card.getByLabel(`Status of Faye ${tag}`).selectOption("hot");
  await answered500;
  await expect(errorToast).toContainText("Failed to update lead status");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  // The badge shows what is saved, not what was asked for.
  await expect(card.locator("[data-badge-colour]")).toHaveText("Warm");

  const dropped = page.waitForEvent("requestfailed", isDataPost);
  await card.getByLabel(`Status of Faye ${tag}`).selectOption("hot");
  await dropped;
  await expect(errorToast).toContainText("Failed to update lead status");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expect(card.locator("[data-badge-colour]")).toHaveText("Warm");

  await page.getByRole("link", { name: `Edit Faye ${tag}` }).click();
  const form = page.getByRole("form", { name: `Edit Faye ${tag}` });
  await form.getByLabel("Notes").fill(`Call back ${tag}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(errorToast).toContainText("Failed to update lead");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  // What the admin typed is still there to save again.
  await expect(form.getByLabel("Notes")).toHaveValue(`Call back ${tag}`);

  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Lead updated successfully" })).toBeVisible();
  await expect(errorToast).toHaveCount(0);
  await expect(card).toContainText(`Call back ${tag}`);
});

test("detail: the chat transcript, booking and history of a lead", async ({ page }) => {
  const tag = tagOf();
  const [lead] = await seed([
    {
      source: "chat",
      name: `Cara ${tag}`,
      email: `cara.${tag}@example.com`,
      conversationSummary: "user: hello",
      details: {
        assistant: "ava",
        transcript: [
          { role: "user", content: "Hi, I need a logo for my bakery" },
          { role: "assistant", content: "Lovely! What's the bakery called?" },
        ],
        booking: { businessName: "Crumb & Co", ownerFullName: `Cara ${tag}`, servicesNeeded: ["Branding (Logo, Visual Identity)"] },
        quote: { lines: [{ name: "The Launch-Ready Bundle", price: 2500 }], subtotal: 2500, discount: 250, total: 2250 },
      },
    },
  ]);
  await signIn(page);
  await search(page, tag);
  await page.getByRole("link", { name: `Cara ${tag}`, exact: true }).click();
  await expect(page).toHaveURL(`/admin/leads/${lead!.id}`);
  await expect(page.getByRole("heading", { name: `Cara ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText("From a chat with Ava")).toBeVisible();
  const transcript = page.getByRole("list", { name: "Chat transcript" });
  await expect(transcript.getByRole("listitem")).toHaveCount(2);
  await expect(transcript).toContainText("Hi, I need a logo for my bakery");
  await expect(page.getByRole("region", { name: "Booking" })).toContainText("$2,250");
  await expect(page.getByRole("region", { name: "Booking" })).toContainText("Crumb & Co");

  await page.getByLabel(`Status of Cara ${tag}`).selectOption("contacted");
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Lead status updated" })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Lead created");
  await expect(history).toContainText("to Contacted");
  await expectAccessible(page);
});

test("CSV export downloads the current filter", async ({ page }) => {
  const tag = tagOf();
  await seed([
    { name: `Csv One ${tag}`, email: `one.${tag}@example.com` },
    { name: `=cmd|' /C calc'!A0 ${tag}`, email: `two.${tag}@example.com` },
  ]);
  await signIn(page);
  await search(page, tag);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await file.path())!, "utf8");
  const rows = text.trim().split("\r\n");
  expect(rows).toHaveLength(3);
  expect(text).toContain(`Csv One ${tag}`);
  expect(text).toContain(`"'=cmd|' /C calc'!A0 ${tag}"`);
});

test("stored script in every field of a lead stays text in the list, the edit form and the lead page", async ({ page }) => {
  const tag = tagOf();
  const xss = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>`;
  const [lead] = await seed([
    {
      source: "chat",
      name: `${tag} ${xss}`,
      email: `${xss}@example.com`,
      phone: xss,
      businessType: xss,
      budgetRange: xss,
      timeline: xss,
      goals: xss,
      notes: xss,
      conversationSummary: xss,
      businessAddress: xss,
      currentWebsite: xss,
      projectInterested: [xss],
      details: { transcript: [{ role: "user", content: xss }], booking: { businessName: xss } },
    },
  ]);
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await signIn(page);
  await search(page, tag);
  const card = page.locator(`[data-lead-id="${lead!.id}"]`);
  await expect(card.getByRole("heading")).toContainText(`${tag} <img src=x onerror=`);
  await page.getByRole("link", { name: `Edit ${tag} ${xss}` }).click();
  await expect(page.getByRole("form", { name: `Edit ${tag} ${xss}` }).getByLabel("Notes")).toHaveValue(xss);
  await page.goto(`/admin/leads/${lead!.id}`);
  await expect(page.getByRole("list", { name: "Chat transcript" })).toContainText(xss);
  await page.goto(`/admin/leads/${lead!.id}?edit=1`);
  await expect(page.getByLabel("Goals")).toHaveValue(xss);
  expect(dialogs).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Nothing of it became an element.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in, status change, edit and logout all work as plain forms", async ({ page }) => {
    const tag = tagOf();
    const [lead] = await seed([{ name: `Nora ${tag}`, email: `nora.${tag}@example.com` }]);
    await page.goto("/admin");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("Incorrect password")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByText("Access Granted")).toBeVisible();
    await page.goto(`/admin?q=${tag}`);
    const card = page.locator(`[data-lead-id="${lead!.id}"]`);
    await card.getByLabel(`Status of Nora ${tag}`).selectOption("contacted");
    await card.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Lead status updated")).toBeVisible();
    await expect(page.locator(`[data-lead-id="${lead!.id}"] [data-badge-colour]`)).toHaveText("Contacted");

    await page.getByRole("link", { name: `Edit Nora ${tag}` }).click();
    const form = page.getByRole("form", { name: `Edit Nora ${tag}` });
    await form.getByLabel("Email").fill("nope");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page
      .getByRole("form", { name: `Edit Nora ${tag}` })
      .getByLabel("Email")
      .fill(`nora.new.${tag}@example.com`);
    await page
      .getByRole("form", { name: `Edit Nora ${tag}` })
      .getByRole("button", { name: "Save" })
      .click();
    await expect(page.getByText("Lead updated successfully")).toBeVisible();
    await expect(page.locator(`[data-lead-id="${lead!.id}"]`)).toContainText(`nora.new.${tag}@example.com`);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged Out")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
  });
});

test("the charts' values and dates read at the page's small size on a phone and a laptop, and no date runs into the next (on a phone they were 5 px)", async ({
  page,
}) => {
  const tag = tagOf();
  await seed([
    { name: `Chart ${tag} A`, source: "contact" },
    { name: `Chart ${tag} B`, source: "booking" },
  ]);
  await signIn(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin", "/admin/traffic"]) {
      await page.goto(path);
      const chart = page
        .locator("figure")
        .filter({ has: page.locator("svg") })
        .first();
      await expect(chart).toBeVisible();
      const labels = await chart.evaluate((figure) =>
        [...figure.querySelectorAll("figcaption ~ * *")]
          .filter((el) => el.checkVisibility() && !el.closest(".sr-only, ul") && el.childElementCount === 0 && /\S/.test(el.textContent ?? ""))
          .map((el) => {
            const r = el.getBoundingClientRect();
            // What the eye gets: the font's size times any scaling between it and the page (an SVG's viewBox did that).
            const own = el instanceof SVGGraphicsElement ? el.getBBox().width : (el as HTMLElement).offsetWidth;
            return { text: el.textContent!.trim(), px: parseFloat(getComputedStyle(el).fontSize) * (r.width / own), left: r.left, right: r.right };
          }),
      );
      const at = `${path} at ${width}`;
      expect(labels.filter((l) => /^\d+$/.test(l.text)).length, `values on ${at}`).toBeGreaterThanOrEqual(2);
      expect(labels.filter((l) => /^[A-Z][a-z]{2} \d+$/.test(l.text)).length, `dates on ${at}`).toBeGreaterThanOrEqual(3);
      for (const l of labels) expect(l.px, `"${l.text}" on ${at}`).toBeGreaterThanOrEqual(11);
      const dates = labels.filter((l) => /^[A-Z][a-z]{2} \d+$/.test(l.text)).sort((a, b) => a.left - b.left);
      for (const [i, d] of dates.slice(1).entries()) expect(d.left - dates[i]!.right, `gap before "${d.text}" on ${at}`).toBeGreaterThanOrEqual(4);
    }
  }
  await expectAccessible(page);
});
