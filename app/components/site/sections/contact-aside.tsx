import type { ContactPage } from "#content/pages/contact.ts";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { TickList } from "#app/components/site/tick-list.tsx";
import { HeadingText } from "#app/components/site/section.tsx";

/** Beside the contact form: why choose us, how a project starts, and the way to Ava. */
export function ContactAside({ copy }: { copy: Pick<ContactPage, "whyChooseUs" | "getStarted" | "chat"> }) {
  return (
    <div className="space-y-8 lg:col-span-2">
      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="font-display text-xl font-bold text-canopy-800">
          <HeadingText text={copy.whyChooseUs.heading} />
        </h2>
        <TickList items={copy.whyChooseUs.points} className="mt-4 space-y-2" />
      </section>
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="font-display text-xl font-bold text-canopy-800">
          <HeadingText text={copy.getStarted.heading} />
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          {copy.getStarted.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-muted">{copy.getStarted.finePrint}</p>
      </section>
      <section aria-labelledby="chat-heading" className="rounded-2xl bg-canopy-800 p-6 text-white">
        <h2 id="chat-heading" className="font-display text-xl font-bold">
          <HeadingText text={copy.chat.heading} />
        </h2>
        <p className="mt-2 text-canopy-100">{copy.chat.body}</p>
        <div className="mt-4">
          {/* Second to the form's Send Message beside it: a link, as every chat button of that rank is. */}
          <ChatButton rank="secondary" onDark>
            {copy.chat.buttonLabel}
          </ChatButton>
        </div>
      </section>
    </div>
  );
}
