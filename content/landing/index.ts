/** The 19 search landing pages, in the order of the product specification. */
import type { LandingPage } from "#content/schemas/collections.ts";

import brandingAgencyAtlanta from "./branding-agency-atlanta.ts";
import brandIdentityDesignerAtlanta from "./brand-identity-designer-atlanta.ts";
import websiteRedesignAtlanta from "./website-redesign-atlanta.ts";
import socialMediaBrandingAtlanta from "./social-media-branding-atlanta.ts";
import rebrandingServicesAtlanta from "./rebranding-services-atlanta.ts";
import atlantaBrandStrategyAgency from "./atlanta-brand-strategy-agency.ts";
import hireBrandDesignAgencyAtlanta from "./hire-brand-design-agency-atlanta.ts";
import brandingAgencyMidtownAtlanta from "./branding-agency-midtown-atlanta.ts";
import brandingAgencyBuckheadAtlanta from "./branding-agency-buckhead-atlanta.ts";
import brandConsultantAtlanta from "./brand-consultant-atlanta.ts";
import hireWebsiteDesignAtlanta from "./hire-website-design-atlanta.ts";
import webDesignServicesAtlantaNearMe from "./web-design-services-atlanta-near-me.ts";
import ecommerceWebDesignAtlanta from "./ecommerce-web-design-atlanta.ts";
import conversionWebsiteDesignAtlanta from "./conversion-website-design-atlanta.ts";
import topWebAndBrandingAgencyAtlanta from "./top-web-and-branding-agency-atlanta.ts";
import atlantaDesignAgencyForStartups from "./atlanta-design-agency-for-startups.ts";
import socialMediaGraphicsDesignAtlanta from "./social-media-graphics-design-atlanta.ts";
import brandPackagesAtlanta from "./brand-packages-atlanta.ts";
import bestBrandingAgencyAtlanta from "./best-branding-agency-atlanta.ts";

export const landingPages: LandingPage[] = [
  brandingAgencyAtlanta,
  brandIdentityDesignerAtlanta,
  websiteRedesignAtlanta,
  socialMediaBrandingAtlanta,
  rebrandingServicesAtlanta,
  atlantaBrandStrategyAgency,
  hireBrandDesignAgencyAtlanta,
  brandingAgencyMidtownAtlanta,
  brandingAgencyBuckheadAtlanta,
  brandConsultantAtlanta,
  hireWebsiteDesignAtlanta,
  webDesignServicesAtlantaNearMe,
  ecommerceWebDesignAtlanta,
  conversionWebsiteDesignAtlanta,
  topWebAndBrandingAgencyAtlanta,
  atlantaDesignAgencyForStartups,
  socialMediaGraphicsDesignAtlanta,
  brandPackagesAtlanta,
  bestBrandingAgencyAtlanta,
];
