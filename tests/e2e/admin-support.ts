import { expect, type Page } from "./fixtures";

/** Journeys' steps in the admin, shared by the admin's own journeys and those through a TLS proxy. */

/** A tag unique to one test, put in the names of the leads it seeds so a search finds only them. */
export const tagOf = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in with the password the server under test was started with. */
export async function signIn(page: Page, password = process.env.E2E_ADMIN_PASSWORD!) {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Total Leads")).toBeVisible();
}

export async function search(page: Page, text: string) {
  await page.getByLabel("Search leads").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}
