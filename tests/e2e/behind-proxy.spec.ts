import fs from "node:fs";
import { request as playwrightRequest } from "@playwright/test";
import { openDatabase, type Db } from "#app/services/db.server.ts";
import { createLeadStore } from "#app/services/leads.server.ts";
import { createPgDatabase } from "../support/databases.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { startProxy, type ProxyKind, type RunningProxy } from "../support/tls-proxy.ts";
import { test as base, expect } from "./fixtures";
import { search, signIn, tagOf } from "./admin-support";
import { fillBooking } from "./booking-support";
import { ensureHydrated } from "./chat-support";

/**
 * The site as it runs in production: two instances of the production server on one
 * PostgreSQL, with TRUST_PROXY=1 and an https PUBLIC_SITE_URL, behind Debian's nginx or Caddy
 * loaded with the sample configuration from docs/deploy (projects behind-nginx and
 * behind-caddy), over TLS with a certificate made for the run. Every journey a visitor or the
 * agency takes must work exactly as it does directly, whichever instance answers.
 *
 * The file's journeys run in order on one such site per proxy (started once: each instance
 * rewrites its pages for the https origin at start); the sign-in limit's journey comes last,
 * as it leaves this client locked out of the admin.
 */
const PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

interface Stack {
  url: string;
  servers: RunningServer[];
  proxy: RunningProxy;
  /** The instances' shared database, to seed and inspect. */
  db: Db;
}

/** This worker's proxy ports, just above the main server's (workers running at once never share one). */
function portsFor(parallelIndex: number) {
  const first = Number(process.env.E2E_PORT ?? 3210) + 1 + parallelIndex * 2;
  return { proxy: first, spare: first + 1 };
}

const test = base.extend<{ stack: Stack }, { tlsProxy: ProxyKind; workerStack: Stack }>({
  tlsProxy: ["nginx", { option: true, scope: "worker" }],
  workerStack: [
    async ({ tlsProxy }, use, workerInfo) => {
      const ports = portsFor(workerInfo.parallelIndex);
      const pg = await createPgDatabase();
      const servers: RunningServer[] = [];
      let proxy: RunningProxy | undefined;
      let db: Db | undefined;
      try {
        const env = {
          TRUST_PROXY: "1",
          PUBLIC_SITE_URL: `https://127.0.0.1:${ports.proxy}`,
          ADMIN_PASSWORD: PASSWORD,
          DATABASE_URL: pg.url,
          LOG_LEVEL: "warn",
        };
        // One after the other: the first runs the migrations.
        for (let i = 0; i < 2; i++) servers.push(await startServer(env));
        proxy = await startProxy({ kind: tlsProxy, port: ports.proxy, spare: ports.spare, upstreams: servers.map((s) => new URL(s.url).host) });
        db = await openDatabase({ dataDir: servers[0]!.dataDir, databaseUrl: pg.url, poolSize: 2 });
        await use({ url: proxy.url, servers, proxy, db });
      } finally {
        await db?.close();
        await proxy?.stop();
        for (const server of servers) await server.stop();
        await pg.drop();
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  stack: async ({ workerStack }, use) => {
    await use(workerStack);
    // Whatever the journey did, the site never answered with the router's own error page.
    const crashes = workerStack.servers
      .flatMap((s) => s.logs())
      .filter((l) => /unhandled|Unexpected Application Error|does not match/i.test(JSON.stringify(l)));
    expect(crashes, "server errors behind the proxy").toEqual([]);
  },
  baseURL: async ({ stack }, use) => use(stack.url),
});

test.describe.configure({ mode: "default" });

async function seedLead(stack: Stack, name: string) {
  const { lead } = await createLeadStore(stack.db).createLead({
    source: "contact",
    idempotencyKey: crypto.randomUUID(),
    name,
    email: `${name.replace(/\W+/g, ".")}@example.com`,
  });
  return lead;
}

const storedLeads = (stack: Stack) => stack.db.kysely.selectFrom("leads").selectAll().execute();
const leadsNamed = async (stack: Stack, name: string) => (await storedLeads(stack)).filter((l) => l.name === name);

test("admin: sign in, change a lead's status, edit it, export CSV and log out, with a __Host- Secure session cookie", async ({ page, stack }) => {
  const tag = tagOf();
  const lead = await seedLead(stack, `Proxy ${tag}`);
  await signIn(page);
  const session = (await page.context().cookies()).find((c) => c.name === "__Host-cc_admin");
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
  expect((await page.context().cookies()).some((c) => c.name === "cc_admin")).toBe(false);

  await search(page, tag);
  const card = page.locator(`[data-lead-id="${lead.id}"]`);
  await card.getByLabel(`Status of Proxy ${tag}`).selectOption("ready_to_buy");
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Lead status updated" })).toBeVisible();
  await expect(card.locator("[data-badge-colour]")).toHaveText("Ready to buy");

  await page.getByRole("link", { name: `Edit Proxy ${tag}` }).click();
  const form = page.getByRole("form", { name: `Edit Proxy ${tag}` });
  await form.getByLabel("Notes").fill(`Called through TLS ${tag}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Lead updated successfully" })).toBeVisible();
  await expect(card).toContainText(`Called through TLS ${tag}`);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  expect(csv).toContain(`Proxy ${tag}`);
  expect(csv).toContain(`Called through TLS ${tag}`);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Logged Out" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByText("Total Leads")).toHaveCount(0);
});

test("contact and demo forms with JavaScript: each lead is stored", async ({ page, stack }) => {
  const tag = tagOf();
  await page.goto("/contact");
  const contact = page.getByRole("form", { name: "Contact form" });
  await contact.getByLabel("Full Name").fill(`Tanya ${tag}`);
  await contact.getByLabel("Email Address").fill("tanya@example.com");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/leads/contact"));
  await contact.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.locator("[data-toast=success]")).toContainText("Message Sent!");

  await page.goto("/free-ai-agent-demo#demo-form");
  const demo = page.getByRole("form", { name: "Free demo request" });
  await demo.getByLabel("Business Name").fill("Fresh Start Pressure Washing");
  await demo.getByLabel("Your Name").fill(`Marcus ${tag}`);
  await demo.getByLabel("Email Address").fill("marcus@example.com");
  await demo.getByLabel("Phone Number").fill("(770) 555-0134");
  await demo.getByLabel("Industry/Business Type").selectOption("other");
  await demo.getByText("Appointment Booking").click();
  await demo.getByRole("button", { name: "Get My Free Demo" }).click();
  await expect(page.locator("[data-toast=success]")).toContainText("Success!");

  expect(await leadsNamed(stack, `Tanya ${tag}`)).toHaveLength(1);
  expect(await leadsNamed(stack, `Marcus ${tag}`)).toHaveLength(1);
});

test("booking: from the home page's pricing to its success dialog", async ({ page, stack }) => {
  await page.goto("/#pricing");
  // The booking as React runs it, as booking.spec.ts does (a Review before hydration posts to /book,
  // which booking-no-js.spec.ts covers; a click during the handover can be lost on a loaded machine).
  await ensureHydrated(page);
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  const d = await fillBooking(page);
  const tag = tagOf();
  await d.getByLabel("Your Full Name").fill(`Tasha ${tag}`);
  await d.getByLabel(/I agree to the/).check();
  await d.getByRole("button", { name: "Review My Booking" }).click();
  const review = page.getByRole("dialog", { name: "Review Your Booking" });
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/leads/booking"));
  await review.getByRole("button", { name: "Confirm and Submit" }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole("dialog", { name: "Booking Received!" })).toBeVisible();
  await expect.poll(async () => (await storedLeads(stack)).filter((l) => l.source === "booking" && l.name === `Tasha ${tag}`)).toHaveLength(1);
});

test("chat: the home card and Ava's panel each end in a lead the server made", async ({ page, stack }) => {
  await page.goto("/");
  // The card's flow as React runs it (a tap before hydration is first-tap.spec.ts's concern).
  await ensureHydrated(page);
  const card = page.locator("#hero-chat-card");
  const bot = card.locator("[data-message=bot]");
  await card.getByRole("button", { name: "I need a website" }).click();
  await expect(bot.last()).toHaveText(/What's your name\?/);
  const input = card.getByRole("textbox", { name: "Message Ava" });
  await input.fill("Dana Whitfield");
  await input.press("Enter");
  await expect(bot.last()).toHaveText(/Do you have a current website\?/);
  await card.getByRole("button", { name: "It's outdated" }).click();
  await expect(bot.last()).toHaveText(/How much would you like to refresh\?/);
  await card.getByRole("button", { name: "Full refresh" }).click();
  await expect(bot.last()).toHaveText(/When would you like it done\?/);
  await card.getByRole("button", { name: "1 month" }).click();
  const cardEmail = `dana.${Date.now()}@example.com`;
  await expect(bot.last()).toHaveText(/email/);
  await input.fill(cardEmail);
  await input.press("Enter");
  await expect(bot.last()).toHaveText(/phone number/);
  const cardLead = page.waitForResponse((r) => r.url().endsWith("/api/chat/ava/lead"));
  await input.fill("(404) 555-0187");
  await input.press("Enter");
  expect((await cardLead).status()).toBe(201);
  await expect.poll(async () => (await storedLeads(stack)).filter((l) => l.email === cardEmail)).toHaveLength(1);

  // A new tab for the panel: the card's conversation (kept in the tab's sessionStorage) would go on in it.
  const tab = await page.context().newPage();
  await tab.goto("/about");
  await tab.getByRole("button", { name: "Chat with Ava" }).last().click();
  const panel = tab.getByRole("dialog", { name: "Chat with Ava" });
  const message = panel.getByRole("textbox", { name: "Message Ava" });
  const log = panel.getByRole("log");
  const say = async (text: string, botCount: number) => {
    await expect(message).toBeEnabled();
    await message.fill(text);
    await message.press("Enter");
    await expect(log.locator("[data-message=bot]")).toHaveCount(botCount);
  };
  await say("I'd like to get a quote", 2);
  await say("Priya Natarajan", 3);
  const email = `priya.${Date.now()}@example.com`;
  await say(email, 4);
  await say("404-555-0199", 5);
  await expect(log.locator("[data-message=bot]").last()).toContainText("Thank you, Priya Natarajan!");
  await expect
    .poll(async () => (await storedLeads(stack)).find((l) => l.email === email))
    .toMatchObject({ source: "chat", name: "Priya Natarajan", phone: "(404) 555-0199" });
});

test("caching and headers: a page served twice is a cache hit, never the admin, /api, the form pages or route data; HSTS over HTTPS", async ({
  request,
  stack,
}) => {
  const page1 = await request.get("/services");
  expect(page1.status()).toBe(200);
  expect(page1.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(page1.headers()["cache-control"]).toContain("s-maxage=60");
  const never = ["/admin", "/api/offer", "/contact", "/free-ai-agent-demo", "/services.data"];
  const twice = async (path: string) => {
    await request.get(path);
    return request.get(path);
  };
  if (stack.proxy.kind === "nginx") {
    expect((await twice("/services")).headers()["x-cache"]).toBe("HIT");
    for (const path of never) expect((await twice(path)).headers()["x-cache"], path).toBe("BYPASS");
  } else {
    // Debian's Caddy keeps no cache: it passes the site's headers on for a CDN, unchanged.
    for (const path of ["/services", ...never]) expect((await twice(path)).headers()["x-cache"], path).toBeUndefined();
  }
  // …and the site itself never lets a shared cache keep them.
  for (const path of never) expect((await request.get(path)).headers()["cache-control"] ?? "", path).not.toMatch(/public|s-maxage/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("admin: sign in, status change and logout as plain forms", async ({ page, stack }) => {
    const tag = tagOf();
    const lead = await seedLead(stack, `Nora ${tag}`);
    await page.goto("/admin");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByText("Access Granted")).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "__Host-cc_admin")).toMatchObject({ secure: true });
    await page.goto(`/admin?q=${tag}`);
    const card = page.locator(`[data-lead-id="${lead.id}"]`);
    await card.getByLabel(`Status of Nora ${tag}`).selectOption("contacted");
    await card.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Lead status updated")).toBeVisible();
    await expect(page.locator(`[data-lead-id="${lead.id}"] [data-badge-colour]`)).toHaveText("Contacted");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged Out")).toBeVisible();
  });

  test("contact and demo forms post as plain forms: each lead is stored", async ({ page, stack }) => {
    const tag = tagOf();
    await page.goto("/contact");
    const contact = page.getByRole("form", { name: "Contact form" });
    await contact.getByLabel("Full Name").fill(`Lee ${tag}`);
    await contact.getByLabel("Email Address").fill("lee@example.com");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();

    await page.goto("/free-ai-agent-demo");
    const demo = page.getByRole("form", { name: "Free demo request" });
    await demo.getByLabel("Business Name").fill("Rise & Shine Bakery");
    await demo.getByLabel("Your Name").fill(`Ana ${tag}`);
    await demo.getByLabel("Email Address").fill("ana@example.com");
    await demo.getByLabel("Phone Number").fill("404 555 0199");
    await demo.getByLabel("Industry/Business Type").selectOption("retail");
    await demo.getByRole("button", { name: "Get My Free Demo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success!" })).toBeVisible();

    expect(await leadsNamed(stack, `Lee ${tag}`)).toHaveLength(1);
    expect(await leadsNamed(stack, `Ana ${tag}`)).toHaveLength(1);
  });
});

test("two instances behind one proxy: a sign-in on one is valid on the other; a made-up X-Forwarded-For does not get round the sign-in limit", async ({
  page,
  stack,
}) => {
  await signIn(page);
  const session = (await page.context().cookies()).find((c) => c.name === "__Host-cc_admin")!;
  expect(session).toMatchObject({ secure: true });
  // Each instance on its own (as the proxy would call it) knows the session.
  for (const server of stack.servers) {
    const html = await (
      await fetch(`${server.url}/admin`, { headers: { "x-forwarded-proto": "https", cookie: `${session.name}=${session.value}` } })
    ).text();
    expect(html, server.url).toContain("Total Leads");
  }

  // Wrong passwords from one client, each claiming another address: the proxy replaces the
  // claim with the client's real one, so the limit counts them all and refuses the 11th. (It
  // counts in 15-minute windows: attempts straddling two may take up to 21.)
  const api = await playwrightRequest.newContext({ baseURL: stack.url, ignoreHTTPSErrors: true });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 21 && statuses.at(-1) !== 429; i++) {
      const res = await api.post("/admin", {
        form: { intent: "login", password: `guess-${i}` },
        headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
        maxRedirects: 0,
      });
      statuses.push(res.status());
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeGreaterThanOrEqual(11);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    const blocked = await api.post("/admin", {
      form: { intent: "login", password: PASSWORD },
      headers: { "x-forwarded-for": "203.0.113.9" },
      maxRedirects: 0,
    });
    expect(blocked.status()).toBe(429);
  } finally {
    await api.dispose();
  }
});
