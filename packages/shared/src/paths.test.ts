import { describe, expect, it } from 'vitest';
import { isAdminPath, isAppPath, paths, productIdFromPath, ROUTES } from './paths.js';

describe('paths', () => {
  it('encodes categories, sub-categories and keywords with spaces and reserved characters', () => {
    expect(paths.productCat('Bed Linen')).toBe('/productCat/Bed%20Linen');
    expect(paths.productSubCat('Bed Linen', 'Crib Set')).toBe('/productSubCat/Bed%20Linen/Crib%20Set');
    expect(paths.productSubCats('Sport Wear')).toBe('/productSubCats/Sport%20Wear');
    expect(paths.search('red dress/50% off?')).toBe('/search/red%20dress%2F50%25%20off%3F');
  });

  it('adds only the query keys given a value', () => {
    expect(paths.productCat('Women', { subcategory: 'Sport Wear', size: undefined, currentPage: 2 })).toBe(
      '/productCat/Women?subcategory=Sport+Wear&currentPage=2',
    );
    expect(paths.productCat('Women', { color: '' })).toBe('/productCat/Women');
    expect(paths.productSubCats('Towels', 'soft & warm')).toBe(
      '/productSubCats/Towels?keyword=soft+%26+warm',
    );
    expect(paths.adminDashboard()).toBe('/admin/dashboard');
    expect(paths.adminDashboard('orders')).toBe('/admin/dashboard?tab=orders');
  });

  it('builds id and token paths', () => {
    expect(paths.product('a1')).toBe('/product/a1');
    expect(paths.order('o/1')).toBe('/order/o%2F1');
    expect(paths.adminProduct('p1')).toBe('/admin/product/p1');
    expect(paths.resetPassword('abc.def')).toBe('/password/reset/abc.def');
    expect(paths.cartBrand('Mira')).toBe('/cartMira');
    expect(paths.cartBrand('My Shop')).toBe('/cartMy%20Shop');
  });

  it('keeps the login redirect as one encoded query value', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login('/order/1?x=a b&y=2')).toBe('/login?redirect=%2Forder%2F1%3Fx%3Da%20b%26y%3D2');
    const redirect = new URL(paths.login('/cart?a=1&b=2'), 'http://shop').searchParams.get('redirect');
    expect(redirect).toBe('/cart?a=1&b=2');
  });

  it('builds paths that the route patterns match', () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/:\w+/g, '[^/?]+')}(\\?|$)`).test(path);
    expect(matches(ROUTES.productCat, paths.productCat('Bed Linen', { rating: 4 }))).toBe(true);
    expect(matches(ROUTES.productSubCat, paths.productSubCat('Men', 'Sport Wear'))).toBe(true);
    expect(matches(ROUTES.search, paths.search('a/b'))).toBe(true);
    expect(matches(ROUTES.resetPassword, paths.resetPassword('t'))).toBe(true);
    expect(matches(ROUTES.order, paths.order('x'))).toBe(true);
    expect(matches(ROUTES.adminProduct, paths.adminProduct('x'))).toBe(true);
  });

  it('reads the product id of a detail path back', () => {
    expect(productIdFromPath(paths.product('abc'))).toBe('abc');
    expect(productIdFromPath('/products/abc?x=1')).toBe('abc');
    expect(productIdFromPath('/product/abc/')).toBe('abc');
    expect(productIdFromPath('/product/abc/reviews')).toBeUndefined();
    expect(productIdFromPath('/productCat/Men')).toBeUndefined();
    expect(productIdFromPath('/product/%E0%A4%A')).toBeUndefined();
  });

  it('tells the admin screens from the shop by path', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      expect(isAdminPath(route), name).toBe(name.startsWith('admin'));
    }
    expect(isAdminPath(paths.adminDashboard('orders'))).toBe(true);
    expect(isAdminPath('/administration-tips')).toBe(false);
  });

  it('knows the paths the web app has a page for, as its router matches them', () => {
    for (const path of [
      '/',
      '/products',
      '/productCat/Bed%20Linen',
      '/productSubCat/Women/Sport%20Wear',
      '/product/3f0c1d2e-0000-4000-8000-000000000000',
      '/products/abc',
      '/search/robe',
      '/password/reset/token',
      '/Favorites',
      '/favorites/',
      '/cartMira',
      '/CART',
      '/admin/product/abc',
      '/orders/me',
      '/products//',
      '/%70roducts',
      '/search/a%2Fb',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
    for (const path of [
      '/nowhere',
      '/this/does-not-exist',
      '/product',
      '/product/',
      '/productCat/a/b',
      '/admin',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
