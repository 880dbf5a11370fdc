import type { Page } from "./fixtures";

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
