/**
 * The training corpus of the built-in engine's intent classifier: how visitors phrase
 * each thing they want, typos, slang and run-ons included. The evaluation set in
 * bench/chat-eval/ is written separately and is never trained on.
 * One intent per line group; utterances separated by " | ".
 */
const AVA = `
greeting: hi | hello | hey there | good morning | hiya | yo | hey ava | hello?? | hi there how are you | good afternoon | heyy | hii | heya | hey hey | sup | howdy | hi hi
thanks: thanks | thank you so much | thx | ty | appreciate it | perfect thanks | awesome thank you | great, thanks | ok cool thanks | got it thanks | thanks that helps a lot | thanks so much for the info | much appreciated | ok thanks for the help | thank you very much
bye: bye | goodbye | that's all for now | no thanks im good | see ya | talk later | ok bye | im all set | nothing else | have a good day | nope that's all | no i'm good thanks | that's it for now | i'll get back to you | ok i'll think it over | later
human: can i talk to a human | i want to speak to a real person | is there someone i can call | whats your phone number | how do i reach your team | can someone call me | give me your email | are you a bot i want a person | talk to someone please | connect me with a rep | what number can i call | can i speak to the owner
quote: i want a quote | can i get a quote | lets get started | how do i get started | i'm ready to hire you | sign me up | i want to work with you | send me a proposal | can you give me an estimate | i'd like to book | quote please | lets do it | what's the next step | how do i start | i'm ready to go ahead | how do we move forward | what happens next if i want to hire you | we want to start a project
need: i need a website | can you help my bakery | can you help my small business | can you help us out with our shop | could you help a new food truck | i run a bakery and need a new website | we need a logo for our food truck | i'm opening a salon and need everything | looking for someone to build my site | my business needs a new look | i own a cleaning company in marietta | just started a landscaping business need a logo and site | i have a barbershop in east point | we're a small law firm looking for branding | need help with my brand | i want a new website for my restaurant | starting a clothing line need a logo | my plumbing company needs a website | we just opened a restaurant and need a logo | just started a candle company and need a store | i have a new business and need a logo | we opened a shop and need branding | my small business needs help online
price: how much does a website cost | how much is a logo | what are your prices | pricing? | how much do you charge | whats the cost | how much for a site | price for a website and logo | how much would it be | rates | what do you charge for branding | how much is it | cost of a logo and website | whats the price for social media | what do you charge for seo | how much for social media management | how much are the packages | what are your package prices | price of seo | how much do flyers cost | how much is social media
logo_only: do you offer logo only | can i just get a logo | just a logo please | only need a logo nothing else | do you do logos by themselves | logo only package? | can i buy just the logo design | i dont need a website just a logo | is there a logo only option | logo without the website | just the logo please | logo only is fine
compare: what is the difference between the bundle and the starter package | bundle vs starter | which package should i pick | compare your packages | whats the difference between growth and premium | starter or bundle which is better | how is the bundle different from the brand packages | which is better for me | difference between packages | is the starter package cheaper than the bundle
includes: what's included in the bundle | what do i get | what comes with the package | whats in the launch ready bundle | does the bundle include a logo | what does the package include | deliverables? | how many pages do i get | does it come with hosting and a domain | what's in it
budget: i only have 1000 dollars | my budget is $1500 | what can i get for 2k | i have about 500 to spend | we have a tight budget | is there anything under $1000 | what fits a $3000 budget | can you work with a small budget | i can spend around 2500 | cheapest option you have | anything cheaper | do you have a cheaper option | is there something more affordable | i cant afford that much | whats the lowest price
timeline: how long does it take | how long for a logo | how fast can you build a website | whats the turnaround | how many weeks for branding | can you finish in a week | i need it by next month is that possible | how quick is delivery | when would it be done | timeline for a website | how long will the whole project take | when will it be ready | when will my logo be done | how long until my site is live | whats the timeframe
start: when can you start | how soon can we begin | are you available to start now | when can we kick off | how soon can work begin | do you have availability this month | can you start next week | are you taking on new clients | are you accepting new projects | when could you start on mine | how booked up are you | when's your next opening
revisions: how many revisions do i get | can i make changes | what if i dont like the design | do you do revisions | how many rounds of edits | can i ask for tweaks | unlimited revisions? | what if i don't like it | can i change things later | can we make edits after | what if i want changes
refunds: can i get a refund | whats your refund policy | money back? | what if i want to cancel | do you offer refunds | can i cancel after paying | refund if im not happy | what if i change my mind | can i cancel and get my money back | what if i'm not satisfied | is my deposit refundable
hosting: do you do hosting | what about the domain | what happens after the first year of hosting | how much is hosting | do i need my own domain | lifetime hosting? | hosting renewal cost | what happens to hosting after year one | do you handle the domain | who hosts it | does hosting renew
seo: do you do seo | can you help me show up on google | i want to rank higher | do you do google business profile | search engine optimization | help me get found online | local seo?
apps: do you build apps | can you make a mobile app | i have an app idea | iphone app | android app development | how much for an app | can you put my app on the app store
ai: can you build an ai chatbot | do you make ai receptionists | i want something to answer my calls | ai agent for my business | automate my bookings | chatbot for my website | can ai answer my phones | can ai pick up my calls | i miss a lot of calls | can something answer the phone for me | automate appointment booking | i want bookings to happen automatically
free_demo: is there a free demo | can i try the ai receptionist free | free trial? | how does the 3 day trial work | do you have a demo i can test | try before i buy
areas: where are you located | do you work in buckhead | do you serve marietta | are you in atlanta | do you work with businesses outside atlanta | can we meet in person | are you local | are you guys local | do you work outside of atlanta | are you based in atlanta | what area do you cover | do you work with clients out of state
addons: what add-ons do you have | how much are extra pages | can i add more logo concepts | extras? | what upgrades are there | optional add ons | can i get extra logo concepts | more logo options | can i add pages later | extra logos
support: do you offer support after launch | maintenance plans | who updates the site after | monthly support | what if something breaks later | do you maintain websites
social: can you manage my instagram | social media management | do you do facebook posts | social media kit | can you run our tiktok | social media branding | do you post for us | help with my social media | can you manage tiktok | can you make content for instagram | we need someone to do our posts
print: how much are business cards | do you design flyers | print materials | letterhead and cards | can you do menus and signage | print bundle | how much are flyers | can you design a menu | i need brochures | design my business cards
ecommerce: do you build online stores | i want to sell products online | shopify store | ecommerce site | can customers buy on my website | online shop with checkout
discount: do you offer discounts | any deals | is there a coupon | promo code? | any sales going on | can i get a better price
about: who are you guys | how long have you been in business | can i see your portfolio | examples of your work | reviews? | how many clients have you had | tell me about your company | how long have you been around | how much experience do you have | who is behind this | are you guys legit
services: what services do you offer | what do you do | what can you help with | do you only do websites | what kind of work do you do | services? | do you do other stuff besides websites | what else do you do | what can you do for me
consultation: is the consultation free | can we set up a call | can we schedule a meeting | do you do free consultations | i want to talk it through first | can we talk it over | let's meet and talk | can i book a call with you | i'd like to discuss my project first
redesign: can you redesign my website | my site is outdated | i want to refresh my current website | website makeover | can you redo our old site | update the look of my website
rebranding: we want to rebrand | rebranding cost | changing our business name and logo | brand refresh | we need a brand overhaul
strategy: do you do brand strategy | brand consulting | can you help with positioning | brand audit | i need a brand strategist | help with positioning | help figuring out my brand | brand positioning
fixes: can you fix my wix site | my website is broken | my site is slow can you help | can you fix my squarespace | some pages on my site dont work | we need fixes on our wordpress site | my website is slow | my contact form does not work | my site is down | pages are broken on my site | my site looks broken on phones
payment: do you offer payment plans | can i pay in installments | do you take credit cards | can i pay half now | what payment methods do you accept | financing? | can i pay monthly | do you take paypal | can i split payments | do you take venmo | payment options | can i pay over time
files: do i get the source files | do you keep my files | i lost my logo file | do i own the design
details: my email is dana@example.com | 404 555 0101 | my number is 770-555-0111 | dana wells | its luis | you can reach me at luis@luisauto.com | here's my phone (678) 555-0144 | name is Maria | actually my email is maria@shop.com | sorry i meant 404-555-0199 | call me at 4045550123 | Dana
`;

const TINA = `
greeting: hi | hello | hey tina | good morning | hi there | hey | yo
thanks: thanks | thank you | cool thanks | great thank you | ty | appreciate it
bye: bye | thats all | no thanks | see you | goodbye | im good
human: can i talk to a person | whats your phone number | how do i reach someone | can someone call me | give me an email to contact | i want to speak to the team
tina_price: how much is it | what does it cost after the trial | monthly price? | how much per month | pricing | price after the free trial | what do i pay if i keep it | is it expensive
tina_trial: how does the free trial work | is it really free | how do i get my demo | how long is the trial | can i try it | sign me up for the demo | how do i get started | set up my free demo | how long is the free trial | can i try this for my business | how many days do i get | can i test it out first
tina_included: what's included | what do i get | does it come with a landing page | is hosting included | do i get a dashboard | features? | does it include hosting | is a landing page included | what features come with it | what does it come with | what is part of the package | is a dashboard part of it | everything in the plan | what all do i get
tina_how: how does it work | how do you set it up | what are the steps | how is it trained on my business | what do i need to do | how does it know about my business | how do you train it | what is the process | what do you need from me
tina_booking: can it book appointments | can it book appointments into my calendar | does it schedule jobs | can it take bookings | will it book estimates for me | can it put appointments on my schedule | booking? | can my customers book with it | does it take appointments | can people schedule through it
tina_calls: does it answer phone calls | can it pick up the phone | will it answer my calls | does it work on the phone or just chat | can it take calls when im busy | does it handle calls and texts | will it answer when im busy | can it take calls while im working | does it answer the phone
tina_after_hours: does it work after hours | what about nights and weekends | will it answer at 2am | is it 24/7 | what happens when we're closed | holidays too?
tina_results: does it actually work | who uses it | examples of businesses using it | any results | case studies | does it work for bakeries | does it really work | is it any good | do people like it | has anyone used it | any real results | do real businesses use it | proof that it works | results from actual customers | has it worked for other companies
tina_cancel: can i cancel anytime | is there a contract | how do i cancel | what if i dont want it after the trial | am i locked in | can i cancel any time | do i have to sign a contract | can i quit whenever
tina_what: what does an ai receptionist do | what does it do | what is this exactly | what can it do for my business | explain the ai receptionist | what is an ai receptionist | so what does tina do | what is this | what exactly is this | what does this thing do | what is it
tina_who: are you a real person | are you a bot | who are you | what are you | is this ai | are you human | am i talking to a human | is this a real person | are you real
tina_leads: does it collect leads | will it get customer names and numbers | can it qualify leads | does it take messages | do i get transcripts | can i read the transcripts | does it save conversations | do i get the chat logs
demo_start: show me a demo | pretend to be my receptionist | can you act as a receptionist | let me see it in action | do a demo | roleplay a call | show me how you'd answer a customer | be the receptionist | show me how it talks to customers | let me see it work | can i see an example | give me a demo | show me what it would say | play the part of a receptionist | pretend you are answering the phone for a business | do a pretend call | act out a call with a customer | roleplay as the front desk | answer like you work for a business
role_booking: i need to book a plumber | can you send someone out | can someone come look at my toilet | i have a leak under the sink | my pipe burst | our basement is flooding | the water heater stopped working | no hot water since yesterday | my drain is clogged | the toilet keeps running | can i get an appointment tomorrow morning | do you have anything thursday | i need someone out asap | book me for the morning slot | is there an opening this week | can a technician come today | water is leaking from the ceiling | the kitchen sink is backed up | my garbage disposal is jammed | schedule a repair for me
role_hours: what are your hours | are you open on sunday | when do you close | are you open monday | what time do you open | open saturday? | are you open right now | what time do you close today | are you open late | when can i call you
role_services: what services do you offer | do you install water heaters | do you do tankless | can you unclog a main line | do you replace faucets | do you fix garbage disposals | are you licensed | are you insured | do you charge for an estimate | how much is a service call | do you handle emergencies | what areas do you cover | do you come out to marietta | do you work on sewer lines | can you fix low water pressure
`;

function parse(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of text.trim().split("\n")) {
    const cut = line.indexOf(":");
    if (cut < 0) continue;
    out[line.slice(0, cut).trim()] = line
      .slice(cut + 1)
      .split("|")
      .map((u) => u.trim())
      .filter(Boolean);
  }
  return out;
}

export const corpus = { ava: parse(AVA), tina: parse(TINA) } as const;
