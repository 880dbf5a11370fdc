/**
 * A second held-out part, written in one sitting before any tuning for it and never
 * trained on or tuned against: messages in styles the first two parts have little of
 * (voice-typed run-ons with no punctuation, heavy typos, slang and texting shorthand,
 * a little Spanish mixed in, several intents in one message, a detail given beside a
 * question). Same line format as messages.ts. Its figures are reported on their own,
 * and together with the test part.
 */
import { parseLabelled, type LabelledMessage } from "./messages.ts";

const AVA = `
greeting | yooo whats good | 
greeting | hola buenas | 
greeting | hey there ava hope ur having a good day | 
greeting | helo? | 
greeting | good afternoon to you | 
thanks | gracias!! | 
thanks | ok bet thank u so much | 
thanks | thats super helpful appreciate u | 
thanks | thanks for the info ava | 
bye | ok thats all i needed have a good one | 
bye | ill circle back later bye for now | 
bye | no thats it for today | 
human | i need to talk to an actual person not a robot | 
human | can i get someone on the phone real quick | 
human | whats ur email address | 
human | who can i call about this | 
human | is there like a phone number or something | 
human | put me through to a real person por favor | 
quote | ok im ready lets do this | 
quote | how do i get the ball rolling | 
quote | can u send me an estimate for a website for my shop | services=Website Design
quote | alright sign me up what do i do next | 
need | hi I run a bakery in Decatur need a new site | business=bakery; area=Decatur; services=Website Design
need | so i own a little nail salon in east point and honestly our website is trash | business=nail salon; area=East Point; services=Website Design
need | we are a family owned hvac company in marietta and we need a logo and a website | business=hvac company; area=Marietta; services=Logo Design,Website Design
need | i do lawn care on the side and want to look more legit | business=landscaping company
need | me and my wife just opened a food truck we got nothing yet no logo no nothing | business=food truck; services=Logo Design
need | im a realtor in alpharetta and i need a personal website | business=real estate agency; area=Alpharetta; services=Website Design
need | starting a cleaning business need help with branding and a logo | business=cleaning company; services=Branding,Logo Design
need | tengo una barberia in norcross and need instagram help | business=barbershop; area=Norcross; services=Social Media
price | how much for a website | services=Website Design
price | wats the price on a logo | services=Logo Design
price | how much yall charge for branding | services=Branding
price | whats the damage for a full website | services=Website Design
price | cuanto cuesta a website | services=Website Design
logo_only | i just need the logo nothing else | services=Logo Design
logo_only | do yall do just logos or only packages | services=Logo Design
compare | whats the diff between starter and growth | 
compare | which package should i pick | 
includes | whats included in the bundle exactly | 
includes | does the website package come with a domain | services=Website Design
budget | i only got like 1500 to spend | budget=$1,500
budget | my budget is kinda tight maybe 800 | budget=$800
timeline | how long does a website usually take yall | services=Website Design
timeline | i need it done in 2 weeks is that possible | timeline=2 weeks
start | can yall start on it next monday | 
revisions | what if i dont like the first design | 
revisions | how many times can i ask for changes | 
refunds | can i get my money back if its not good | 
hosting | who hosts the site after its done | services=Website Design
seo | i want to show up when ppl search plumbers near me | services=SEO
seo | do you do seo stuff | services=SEO
apps | can you build an app for iphone and android | services=App Development
ai | tell me about the ai receptionist thing | services=AI Receptionist
ai | can u set up a bot that answers my phone | 
areas | do you work with businesses outside atlanta | 
areas | are yall local | 
support | what happens if my site breaks after launch | services=Website Design
social | can yall run my instagram for me | services=Social Media
social | i need help with social media posts | services=Social Media
print | i need business cards printed | services=Print
ecommerce | i wanna sell my candles online | services=Online Store
ecommerce | can you build a shopify store | services=Online Store
about | how long have yall been doing this | 
about | can i see some of your work | 
fixes | my website is broken can you fix it | services=Website Design,Website Fixes
fixes | the pictures on my site wont load | services=Website Design
payment | can i pay half now half later | 
payment | do yall take credit card | 
redesign | my site looks like its from 2010 can you redo it | services=Website Design
rebranding | thinking about rebranding the whole business | services=Branding
discount | any deals going on right now | 
consultation | can we hop on a call to talk about my project | 
details | my name is Keisha and my number is 678 555 0192 | name=Keisha; phone=(678) 555-0192
details | you can reach me at 404.555.0133 | phone=(404) 555-0133
details | [asked-name] its marcus | name=Marcus
details | email is luis.auto@gmail.com | email=luis.auto@gmail.com
details | this is Luis from Luis Auto | name=Luis
details | actually use my work email dana@wellsbakery.com instead | email=dana@wellsbakery.com
unknown | can you fix my car | 
unknown | whats the weather like in atlanta | 
unknown | do you sell insurance | 
`;

const TINA = `
greeting | hi tina | 
tina_price | how much is it after the free trial | 
tina_price | whats the price per month | 
tina_trial | is the trial really free no card | 
tina_trial | how do i sign up for the free trial | 
tina_booking | can it book appointments into my calendar | 
tina_booking | will it schedule customers for me | 
tina_calls | can it answer my phone when im on a job | 
tina_calls | does it actually talk on phone calls or just text | 
tina_after_hours | what about calls at 2am | 
tina_after_hours | does it work on weekends and holidays | 
tina_cancel | can i stop whenever i want | 
tina_what | so what does this thing actually do | 
tina_who | r u a real person | 
tina_leads | will i get the customers info after | 
tina_how | how does it know about my business | 
tina_included | what do i get with it | 
demo_start | ok show me how it works for a plumber | 
demo_start | lets try a demo | 
role_booking | my water heater is leaking can someone come out tomorrow | 
role_booking | i need a plumber to look at my kitchen sink this week | 
role_hours | what time do yall open in the morning | 
role_hours | are you open saturdays | 
role_services | do you guys fix water heaters | 
role_services | do you do drain cleaning | 
`;

export const heldOutMessages: LabelledMessage[] = [...parseLabelled("ava", AVA), ...parseLabelled("tina", TINA)];
