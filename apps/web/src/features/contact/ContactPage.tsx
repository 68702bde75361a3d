import clsx from 'clsx';
import { PageSection } from '../../components/PageSection';
import text from '../../components/ui/text.module.css';
import { usePageWords } from '../../lib/i18n';
import { Island } from '../../lib/islands/Island';
import { useShop } from '../../lib/shop';
import { usePageTitle } from '../../lib/usePageTitle';
import ContactForm from './ContactForm.island';
import styles from './contact.module.css';

/** /contactus: the form (an island, decision 098), a picture of the store and the map (loaded only when scrolled to). */
export default function ContactPage() {
  const { contact: l } = usePageWords();
  usePageTitle(l.title, l.intro);
  const { data: shop } = useShop();
  return (
    <PageSection>
      <h1 className={clsx(text.h4, text.gutterBottom)}>{l.title}</h1>
      <p className={clsx(text.body1, styles.intro)}>{l.intro}</p>
      <div className={styles.columns}>
        <div>
          <Island of={ContactForm} />
        </div>
        <div>
          <img
            src="/images/banners/art-2-800.webp"
            alt={l.storeImage}
            width={800}
            height={450}
            loading="lazy"
            className={styles.picture}
          />
        </div>
        <iframe
          title={l.map}
          src={shop?.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer"
          className={styles.map}
        />
      </div>
    </PageSection>
  );
}
