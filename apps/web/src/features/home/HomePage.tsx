import { paths } from '@shop/shared';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import ui from '../../components/ui/ui.module.css';
import { useWords } from '../../lib/i18n';
import { Island } from '../../lib/islands/Island';
import { useShop } from '../../lib/shop';
import { usePageTitle } from '../../lib/usePageTitle';
import { CategoryGrid } from './components/CategoryGrid';
import { GenderTiles } from './components/GenderTiles';
import HeroCarousel from './components/HeroCarousel.island';
import styles from './components/home.module.css';
import { Newsletter } from './components/Newsletter';
import { Reveal } from './components/Reveal';
import { SectionHeading } from './components/SectionHeading';
import Entrance from './Entrance.island';
import NewArrivals from './NewArrivals.island';

/**
 * The home page (docs/product.md §3.2): carousel with SHOP NOW, New Arrivals, Shop by Gender and Age, the newsletter
 * and Shop by Category. The first visit of a browser session plays entrance animations. Drawn as islands
 * (decision 098): the carousel, New Arrivals and the entrance are the parts the browser takes over.
 */
export default function HomePage() {
  const { layout, home } = useWords();
  const shopName = useShop().data?.name;
  usePageTitle('');
  const ids = { arrivals: useId(), gender: useId(), newsletter: useId(), category: useId() };

  return (
    <>
      <h1 className={ui.visuallyHidden}>{shopName ?? layout.home}</h1>
      <Island of={HeroCarousel} />
      <div className={ui.container}>
        <section aria-labelledby={ids.arrivals} className={styles.section}>
          <Reveal>
            <SectionHeading
              id={ids.arrivals}
              title={home.newArrivals}
              intro={home.newArrivalsIntro}
              actions={
                <Button to={paths.products} endIcon={<Icon name="arrowForwardRounded" mirror />}>
                  {home.viewAll}
                </Button>
              }
            />
            <Island of={NewArrivals} titleId={ids.arrivals} />
          </Reveal>
        </section>
        <section aria-labelledby={ids.gender} className={styles.section}>
          <Reveal>
            <SectionHeading id={ids.gender} title={home.genderTitle} intro={home.genderIntro} />
            <GenderTiles />
          </Reveal>
        </section>
        <section aria-labelledby={ids.newsletter}>
          <Reveal>
            <Newsletter titleId={ids.newsletter} />
          </Reveal>
        </section>
        <section aria-labelledby={ids.category} className={styles.section}>
          <Reveal>
            <SectionHeading id={ids.category} title={home.categoryTitle} intro={home.categoryIntro} />
            <CategoryGrid />
          </Reveal>
        </section>
      </div>
      <Island of={Entrance} />
    </>
  );
}
