import type { Route } from "./+types/about";
import { marketingPages } from "#content/routes.ts";
import { aboutPage } from "#content/pages/about.ts";
import { studioImagery } from "#content/studio.ts";
import { imageIds } from "#content/image-ids.ts";
import { pageSeo } from "#app/utils/structured-data.ts";
import { heroAsideSizes, SplitHero } from "#app/components/site/sections/split-hero.tsx";
import { Editorial } from "#app/components/site/sections/editorial.tsx";
import { StatRow } from "#app/components/site/sections/stat-row.tsx";
import { CardGrid } from "#app/components/site/sections/card-grid.tsx";
import { ImageRow } from "#app/components/site/sections/image-row.tsx";
import { WorkImage } from "#app/components/site/work-image.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { LinkGroup } from "#app/components/site/copy-button.tsx";
import { ChatButton } from "#app/components/site/chat-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

const page = marketingPages.about;
const valueIcons = ["heart-handshake", "shield-check", "message-circle"];

export function loader() {
  const ids = imageIds(studioImagery);
  const [sign, stationery, marks] = studioImagery.gallery.map((art, i) => ({ id: ids.gallery[i]!, alt: art.alt }));
  return { copy: aboutPage, cover: { id: ids.cover, alt: studioImagery.image.alt }, sign: sign!, stationery: stationery!, marks: marks! };
}

export const meta: Route.MetaFunction = () => pageSeo(page);

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
            <WorkImage id={cover.id} alt={cover.alt} eager sizes={heroAsideSizes(copy.hero.heading)} />
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
        look="list"
      />
      <Editorial
        id="story-heading"
        heading={copy.story.heading}
        paragraphs={copy.story.paragraphs}
        figure={
          <div className="overflow-hidden rounded-2xl">
            <WorkImage id={marks.id} alt={marks.alt} sizes="(min-width: 1152px) 720px, (min-width: 1024px) 62vw, 100vw" />
          </div>
        }
      />
      <CtaBand title={copy.closing.heading} body={copy.closing.body}>
        <ChatButton onDark>{chat.label}</ChatButton>
        <LinkGroup>
          <ButtonLink to={services.href} variant="link-light" size="lg">
            {services.label}
          </ButtonLink>
          <ButtonLink to={work.href} variant="link-light" size="lg">
            {work.label}
          </ButtonLink>
        </LinkGroup>
      </CtaBand>
    </>
  );
}
