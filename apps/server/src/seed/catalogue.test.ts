import { CATEGORY_TREE, COLOR_NAMES, lbpFromDollars, MAIN_CATEGORIES, SIZES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.js';

const RATE = 89_500;
const catalogue = buildCatalogue(RATE);

describe('demo catalogue', () => {
  it('is the same on every build, and a shorter build is its beginning', () => {
    expect(buildCatalogue(RATE)).toEqual(catalogue);
    expect(buildCatalogue(RATE, 5)).toEqual(catalogue.slice(0, 5));
  });

  it('fills every node of the category tree, third level included', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(84);
    for (const category of MAIN_CATEGORIES) {
      for (const sub of CATEGORY_TREE[category]) {
        const inSub = catalogue.filter((p) => p.category === category && p.subcategory === sub.name);
        expect(inSub.length, `${category} / ${sub.name}`).toBeGreaterThan(0);
        for (const leaf of sub.subsubcategories) {
          expect(
            inSub.some((p) => p.subsubcategory === leaf),
            `${category} / ${sub.name} / ${leaf}`,
          ).toBe(true);
        }
      }
    }
  });

  it('has unique product codes shaped like WPJ-1042', () => {
    const codes = catalogue.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}-\d{4}$/);
  });

  it('prices products between $4 and $80, converted at the rate', () => {
    for (const p of catalogue) {
      expect(p.dollarPrice).toBeGreaterThanOrEqual(4);
      expect(p.dollarPrice).toBeLessThanOrEqual(80);
      expect(p.price).toBe(lbpFromDollars(p.dollarPrice, RATE));
      for (const o of p.options)
        if (o.dollarPrice !== null) expect(o.price).toBe(lbpFromDollars(o.dollarPrice, RATE));
    }
  });

  it('gives each product 2 to 6 distinct options in known sizes and colours', () => {
    for (const p of catalogue) {
      expect(p.options.length, p.code).toBeGreaterThanOrEqual(2);
      expect(p.options.length, p.code).toBeLessThanOrEqual(6);
      expect(new Set(p.options.map((o) => `${o.size}|${o.color}`)).size).toBe(p.options.length);
      for (const o of p.options) {
        expect(SIZES).toContain(o.size);
        expect(COLOR_NAMES).toContain(o.color);
        expect(o.status).toBe(o.quantity === 0 ? 'OUTSTOCK' : 'INSTOCK');
      }
    }
    expect(catalogue.some((p) => p.options.some((o) => o.code !== null && o.dollarPrice !== null))).toBe(
      true,
    );
  });

  it('discounts about 15 % of the products, and leaves a couple of discounts unticked', () => {
    const active = catalogue.filter((p) => p.isChecked && p.discountRate > 0);
    const unticked = catalogue.filter((p) => !p.isChecked && p.discountRate > 0);
    expect(active.length / catalogue.length).toBeGreaterThan(0.1);
    expect(active.length / catalogue.length).toBeLessThan(0.2);
    expect(unticked.length).toBeGreaterThanOrEqual(2);
    for (const p of [...active, ...unticked]) {
      expect(p.discountRate).toBeGreaterThanOrEqual(10);
      expect(p.discountRate).toBeLessThanOrEqual(40);
    }
  });

  it('sells a few products out, with every option at 0', () => {
    const soldOut = catalogue.filter((p) => p.status === 'OUTOFSTOCK');
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    for (const p of soldOut) expect(p.options.every((o) => o.quantity === 0)).toBe(true);
  });

  it('names and describes every product in Arabic and French, in their own letters', () => {
    const arabic = /^[\u0600-\u06ff0-9\s،؛.,:()-]+$/;
    for (const p of catalogue) {
      const { ar, fr } = p.translations;
      expect(ar.name, p.name).toMatch(arabic);
      expect(ar.description, p.name).toMatch(arabic);
      expect(fr.name, p.name).not.toBe(p.name);
      expect(fr.description, p.name).not.toBe(p.description);
      for (const { name } of [ar, fr]) expect(name.length).toBeLessThanOrEqual(200);
    }
    // Each product has a name of its own in every language.
    for (const locale of ['ar', 'fr'] as const) {
      expect(new Set(catalogue.map((p) => p.translations[locale].name)).size).toBe(catalogue.length);
    }
  });

  it('spreads the arrival dates over 60 days and draws 1 to 3 pictures each', () => {
    const ages = catalogue.map((p) => p.ageDays);
    expect(Math.min(...ages)).toBeLessThan(5);
    expect(Math.max(...ages)).toBeGreaterThan(50);
    expect(Math.max(...ages)).toBeLessThan(60);
    for (const p of catalogue) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images[0]?.colour).toBe(p.options[0]?.color);
    }
  });
});
