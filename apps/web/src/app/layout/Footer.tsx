import { format, paths } from '@shop/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import text from '../../components/ui/text.module.css';
import ui from '../../components/ui/ui.module.css';
import { useWords } from '../../lib/i18n';
import { Island } from '../../lib/islands/Island';
import { telHref, useShop } from '../../lib/shop';
import { LanguageLinks } from './LanguageSwitcher';
import styles from './layout.module.css';
import { SocialLinks } from './SocialLinks';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.footerColumn}>
      <h2 className={clsx(text.overline, styles.footerHeading)}>{title}</h2>
      {children}
    </div>
  );
}

/** The footer (docs/product.md §3.1): links, social profiles, contact, designer credit and copyright. */
export function Footer() {
  const { layout } = useWords();
  const shop = useShop().data;
  const shopName = shop?.name ?? '';
  const siteLinks = [
    { label: layout.home, to: paths.home },
    { label: layout.products, to: paths.products },
    { label: layout.contactUs, to: paths.contact },
  ];

  return (
    <footer className={styles.footer}>
      <div className={clsx(ui.container, styles.footerBody)}>
        <div className={styles.footerColumns}>
          <div className={styles.footerShop}>
            <p className={clsx(text.h4, styles.footerShopName)}>{shopName}</p>
            <p className={clsx(text.body2, styles.footerTagline)}>{layout.footerTagline}</p>
          </div>
          <FooterColumn title={layout.shop}>
            {siteLinks.map(({ label, to }) => (
              <Link key={to} to={to} className={text.link}>
                {label}
              </Link>
            ))}
          </FooterColumn>
          <FooterColumn title={layout.followUs}>
            {shop && <SocialLinks shop={shop} size="medium" />}
          </FooterColumn>
          <FooterColumn title={layout.contact}>
            {shop && (
              <>
                {/* Left to right inside an Arabic page: '+961 1 234 567' keeps its order. */}
                <a href={telHref(shop.phone)} dir="ltr" className={clsx(text.link, styles.footerStart)}>
                  {shop.phone}
                </a>
                <a href={`mailto:${shop.email}`} dir="ltr" className={clsx(text.link, styles.footerEmail)}>
                  {shop.email}
                </a>
              </>
            )}
          </FooterColumn>
          <FooterColumn title={layout.language}>
            <Island of={LanguageLinks} />
          </FooterColumn>
        </div>
        <hr className={styles.footerRule} />
        <div className={styles.footerCredits}>
          <span>{format(layout.copyright, { year: new Date().getFullYear(), shop: shopName })}</span>
          <span>{format(layout.designerCredit, { shop: shopName })}</span>
        </div>
      </div>
    </footer>
  );
}
