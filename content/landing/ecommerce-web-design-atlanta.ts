import type { LandingPage } from "#content/schemas/collections.ts";
import { promises, site } from "#content/site.ts";

const page: LandingPage = {
  slug: "ecommerce-web-design-atlanta",
  metaTitle: "Ecommerce Web Design in Atlanta | Online Stores for Small Shops",
  metaDescription:
    "Ecommerce web design for Atlanta makers, boutiques and shops: clear product pages, simple checkout and a store that works on phones. Free consultation and quote.",
  serviceName: "Ecommerce Website Design in Atlanta",
  hero: {
    eyebrow: "Ecommerce Web Design",
    heading: "Ecommerce Web Design in Atlanta for Shops Ready to Sell Online",
    lead: "Whether you sell candles from a Decatur studio, clothing from a Little Five Points storefront or sauces at the farmers market, we build online stores that make buying from you easy, on any phone, any time.",
    priceLine: "Custom quote after a free consultation",
    primaryCta: `Chat with ${site.assistantName}`,
    secondaryCta: "Get My Free Quote",
    secondaryTo: "/contact",
  },
  benefits: [
    {
      title: "Product pages that sell",
      body: "Clear photos, honest descriptions and the answers shoppers look for, such as sizes, ingredients and shipping, right where they need them.",
      icon: "shopping-cart",
    },
    {
      title: "Checkout without friction",
      body: "Fewer steps and no surprises at the end, so people who add to cart actually finish buying.",
      icon: "credit-card",
    },
    {
      title: "Built for phone shoppers",
      body: "Plenty of shoppers browse on their phones. Your store is designed for thumbs first and looks just as good on a laptop.",
      icon: "smartphone",
    },
    {
      title: "Local pickup and delivery options",
      body: "Sell to neighbors as well as out-of-state customers, with pickup or local delivery shown clearly at checkout.",
      icon: "truck",
    },
  ],
  included: {
    heading: "What we build into your store",
    items: [
      "Store design that matches your brand",
      "Product, category and collection pages",
      "Cart and checkout set up and tested",
      "Shipping, pickup and delivery options",
      "Order confirmation emails in your brand",
      "Search basics for every product page",
      "A walk-through so you can add products yourself",
    ],
  },
  process: {
    heading: "How we build your online store",
    steps: [
      {
        title: "Plan your catalog",
        body: "We look at what you sell, how you ship and who buys, then recommend a store setup that fits.",
      },
      {
        title: "Design the store",
        body: "Home, category and product pages designed in your brand and reviewed with you.",
      },
      {
        title: "Build and test",
        body: "We add your products, connect payments and place test orders until everything works.",
      },
      {
        title: "Launch and learn",
        body: "Your store goes live and we show you how to manage products and orders.",
      },
    ],
  },
  testimonial: {
    quote:
      "I was selling through DMs and a payment app and losing track of orders. Now customers just buy from the site, pickup orders come through separately, and I finally know what's selling.",
    name: "Grace N.",
    business: "Candle maker",
    area: "Decatur",
  },
  faqs: [
    {
      question: "How much does an ecommerce website cost?",
      answer: `It depends on how many products you sell, how you ship and what you need at checkout, so online stores are quoted individually. Tell ${site.assistantName} about your shop for a starting quote; the consultation is free.`,
    },
    {
      question: "Which ecommerce platform do you use?",
      answer:
        "We recommend a platform based on your catalog, your budget and how hands-on you want to be, and we explain the trade-offs in plain language before you choose.",
    },
    {
      question: "Can I add and edit products myself?",
      answer:
        "Yes. We set the store up so you can add products, change prices and manage orders without calling us, and we walk you through it before launch.",
    },
    {
      question: "I already sell on social media. Do I still need a store?",
      answer:
        "A store gives you a checkout that works without back-and-forth messages, a place to send every follower and a business you own rather than rent from a platform. Many shops keep selling on social and point people to the store.",
    },
  ],
  cta: {
    heading: "Ready to take orders while you sleep?",
    body: `Tell ${site.assistantName} what you sell and how you ship, and get a quote. We reply within ${promises.replyWithin}.`,
    button: "Get My Free Quote",
  },
};

export default page;
