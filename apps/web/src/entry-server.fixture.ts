import { type ApiAnswer, endpoints, endpointUrl } from '@shop/shared';

/** Test support for the server renderer's tests: the shop's identity as GET /shop answers it. */
export const SHOP = {
  success: true,
  shop: {
    name: 'Mira Home & Fashion',
    shortName: 'Mira',
    phone: '+961 1 234 567',
    whatsapp: '9611234567',
    email: 'hello@mira-shop.example',
    facebookUrl: 'https://www.facebook.com/',
    instagramUrl: 'https://www.instagram.com/',
    newsletterUrl: 'https://example.com/newsletter',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html',
    cardPublishableKey: '',
    // Dollars first, then pounds: the cards' and the product page's both amounts are drawn.
    priceDisplay: 'both',
    dollarRate: 89_500,
  },
};

/** An answer of the API as the server gives it to the renderer: `body` with 200, or a 404. */
export const answerWith = (body: unknown): ApiAnswer =>
  body
    ? { status: 200, body: JSON.stringify(body) }
    : { status: 404, body: JSON.stringify({ success: false, message: 'Not found' }) };

/** The shop's identity, and a 404 for anything else. */
export const shopOnlyAnswer = async (url: string): Promise<ApiAnswer> =>
  answerWith(url === endpointUrl(endpoints.settings.shop) ? SHOP : undefined);
