import type { Route } from "./+types/about";
import { marketingPages } from "@content/routes";
import { aboutPage } from "@content/pages/about";
import { studioImagery } from "@content/studio";
import { imageIds } from "~/content/image-ids";
import { seo } from "~/utils/seo";
import { breadcrumbLd } from "~/utils/structured-data";
import { SplitHero } from "~/components/site/sections/split-hero";
import { Editorial } from "~/components/site/sections/editorial";
import { StatRow } from "~/components/site/sections/stat-row";
import { CardGrid } from "~/components/site/sections/card-grid";
import { ImageRow } from "~/components/site/sections/image-row";
import { WorkImage } from "~/components/site/work-image";
import { CtaBand } from "~/components/site/cta-band";
import { ChatButton } from "~/components/site/chat-button";
import { ButtonLink } from "~/components/ui/button";

const page = marketingPages.about;
const valueIcons = ["heart-handshake", "shield-check", "message-circle"];

export function loader() {
  const ids = imageIds(studioImagery);
  const [sign, stationery, marks] = studioImagery.gallery.map((art, i) => ({ id: ids.gallery[i]!, alt: art.alt }));
  return { copy: aboutPage, cover: { id: ids.cover, alt: studioImagery.image.alt }, sign: sign!, stationery: stationery!, marks: marks! };
}

export const meta: Route.MetaFunction = () =>
  seo({
    ...page,
    jsonLd: [
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: page.name, path: page.path },
      ]),
    ],
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy, cover, sign, stationery, marks } = loaderData;
  const [chat, services, work] = copy.closing.buttons;
  return (
    <>
      <SplitHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.heading}
        lead={copy.hero.lead}
        aside={
          <div className="overflow-hidden rounded-2xl ring-1 ring-black/10">
            <WorkImage id={cover.id} alt={cover.alt} eager sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw" />
          </div>
        }
      />
      <Editorial id="mission-heading" heading={copy.mission.heading} paragraphs={[copy.mission.body]} large tone="cream">
        <StatRow stats={copy.stats} className="pt-6" />
      </Editorial>
      <ImageRow label="The studio" images={[sign, stationery]} />
      <CardGrid
        id="values-heading"
        heading={copy.values.heading}
        cards={copy.values.items.map((v, i) => ({ ...v, icon: valueIcons[i] }))}
        tone="mint"
      />
      <Editorial
        id="story-heading"
        heading={copy.story.heading}
        paragraphs={copy.story.paragraphs}
        aside={
          <div className="overflow-hidden rounded-2xl">
            <WorkImage id={marks.id} alt={marks.alt} sizes="(min-width: 1024px) 380px, 100vw" />
          </div>
        }
      />
      <CtaBand title={copy.closing.heading} body={copy.closing.body}>
        <ChatButton variant="accent" size="lg">
          {chat.label}
        </ChatButton>
        <ButtonLink to={services.href} variant="light" size="lg">
          {services.label}
        </ButtonLink>
        <ButtonLink to={work.href} variant="outline-light" size="lg">
          {work.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
