// Also loaded by the screenshot script under plain Node, which resolves only imports with their extension.
import { expect, type Locator } from "@playwright/test";
import type { Page } from "./fixtures";
import { ensureHydrated } from "./chat-support.ts";

/** Fills the booking dialog as a visitor would (every required field), and returns the dialog. */
export async function fillBooking(page: Page) {
  const d = page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ });
  await d.getByLabel("Business Name").fill("Magnolia Dog Grooming");
  await d.getByLabel("Your Full Name").fill("Tasha Greene");
  await d.getByLabel(/^Phone( \*)?$/).fill("(678) 555-0190");
  await d.getByLabel(/^Email( \*)?$/).fill("tasha@magnolia.example");
  await d.getByLabel("Current Website").fill("none");
  await d.getByLabel("Tell us about your business").fill("Mobile dog grooming across Decatur and Avondale.");
  await d.getByLabel("Branding (Logo, Visual Identity)").check();
  await d.getByLabel("A logo", { exact: true }).check();
  await d.getByLabel("Main goal").selectOption("leads");
  await d.getByLabel("Is your content ready?").selectOption("some");
  await d.getByLabel(/^Timeline( \*)?$/).selectOption("asap");
  await d.getByLabel("How involved do you want to be?").selectOption("light");
  await d.getByLabel("Preferred contact").selectOption("text");
  return d;
}

/** Ticks the Extra Logo Concepts add-on and the terms in a filled booking, goes to the review, and returns it once its total shows ($2,340). */
export async function reviewWithALogoAddOn(page: Page, d: Locator) {
  await d.getByLabel(/Extra Logo Concepts/).check();
  await d.getByLabel(/I agree to the/).check();
  await ensureHydrated(page);
  await d.getByRole("button", { name: "Review My Booking" }).click();
  const review = page.getByRole("dialog", { name: "Review Your Booking" });
  await expect(review.getByTestId("total")).toHaveText("$2,340");
  return review;
}
