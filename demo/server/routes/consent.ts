/**
 * What the consent decision needs: the visitor's country, the privacy message element and the
 * stand-in for the vendor's consent service (vendor-provider mode). The vendor service is not our API: it is
 * called without the XHR marker, like a third-party script would.
 */
import { Hono } from 'hono';

import type { VendorConsent } from '../../../src/api/schemas/index.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { notFound } from '../errors.ts';
import { CAMPAIGN_ELEMENTS } from '../fixtures/org-settings.ts';
import { escapeHtml } from '../html.ts';

/** Countries where consent is required, as the vendor service would know them. */
const REGULATED_COUNTRIES = new Set(
  'AT BE BG HR CZ CY DK EE FI FR DE EL HU IE IT LV LT LU MT NL PL PT SK ES SE GB UK GR EU'.split(' '),
);

/** Routes of this module. */
export function consentRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/live_board/v1/geo_location', (c) => c.json({ country_code: state.geo.countryCode }));

  app.get('/live_board/v2/campaign_elements/:id', (c) => {
    const element = CAMPAIGN_ELEMENTS.get(Number(c.req.param('id')));
    const boardId = c.req.query('board_id');
    const elementType = c.req.query('element_type');
    // A board or type that does not match means the client asked for another element: same as unknown.
    const boardMatches = !boardId || state.catalog.board(boardId)?.spec.id === element?.board_id;
    if (!element || !boardMatches || (elementType && elementType !== element.element_type)) {
      throw notFound(`Campaign element ${c.req.param('id')}`);
    }
    return c.json(element);
  });

  app.get('/vendor-consent', (c) => {
    const country = (c.req.query('country') ?? '').toUpperCase();
    const site = c.req.query('sitename') || 'acme';
    const body: VendorConsent = {
      CookieName: `${site}_consent`,
      IsConsentRequired: REGULATED_COUNTRIES.has(country),
      MinimumConsentDate: '2026-01-01T00:00:00Z',
      Markup: `<div class="vendor-consent"><p>${escapeHtml(site)} uses cookies with your consent.</p></div>`,
      Js: null,
      Css: '.vendor-consent{font:14px system-ui;padding:12px}',
    };
    return c.json(body);
  });

  return app;
}
