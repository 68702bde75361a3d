import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { visuallyHidden } from '@mui/utils';
import { NEW_ARRIVALS_COUNT, paths } from '@shop/shared';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../lib/AfterFirstPaint';
import { HydrateOnItsOwn } from '../../lib/HydrateOnItsOwn';
import { useWords } from '../../lib/i18n';
import { mirrorInRtl } from '../../lib/mirror';
import { useShop } from '../../lib/shop';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToastOf } from '../../lib/useRequestErrorToast';
import { useHomePageProducts } from './api/getHomePageProducts';
import { CategoryGrid } from './components/CategoryGrid';
import { GenderTiles } from './components/GenderTiles';
import { HeroCarousel } from './components/HeroCarousel';
import { NewArrivalsSkeleton } from './components/NewArrivalsSkeleton';
import { Newsletter } from './components/Newsletter';
import { Reveal } from './components/Reveal';
import { SectionHeading } from './components/SectionHeading';
import { useEntranceAnimation } from './entrance';

// Embla and the product card load after the first paint; a skeleton of the same size holds their place.
const NewArrivalsSlider = lazy(() => import('./components/NewArrivals'));

const sectionSx = { paddingBlock: { xs: 4, md: 7 } } as const;

function NewArrivals({ titleId }: { titleId: string }) {
  const { data, error } = useHomePageProducts();
  useRequestErrorToastOf(error);
  if (error) return null;
  const skeleton = <NewArrivalsSkeleton />;
  if (!data) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <NewArrivalsSlider products={data.slice(0, NEW_ARRIVALS_COUNT)} labelledBy={titleId} />
    </Suspense>
  );
}

/**
 * The home page (spec §2): carousel with SHOP NOW, New Arrivals, Shop by Gender and Age, the newsletter
 * and Shop by Category. The first visit of a browser session plays entrance animations.
 */
export default function HomePage() {
  const { layout, home } = useWords();
  const shopName = useShop().data?.name;
  usePageTitle('');
  const animate = useEntranceAnimation();
  const ids = { arrivals: useId(), gender: useId(), newsletter: useId(), category: useId() };

  return (
    <>
      <Box component="h1" sx={visuallyHidden}>
        {shopName ?? layout.home}
      </Box>
      <HeroCarousel />
      <Container>
        <Box component="section" aria-labelledby={ids.arrivals} sx={sectionSx}>
          <Reveal animate={animate}>
            <SectionHeading
              id={ids.arrivals}
              title={home.newArrivals}
              intro={home.newArrivalsIntro}
              actions={
                <Button
                  component={Link}
                  to={paths.products}
                  endIcon={<ArrowForwardRoundedIcon sx={mirrorInRtl} />}
                >
                  {home.viewAll}
                </Button>
              }
            />
            <HydrateOnItsOwn>
              <NewArrivals titleId={ids.arrivals} />
            </HydrateOnItsOwn>
          </Reveal>
        </Box>
        {/* Below the fold on every screen: built once the carousel and New Arrivals have painted. */}
        <AfterFirstPaint>
          <Box component="section" aria-labelledby={ids.gender} sx={{ ...sectionSx, paddingBlockStart: 0 }}>
            <Reveal animate={animate}>
              <SectionHeading id={ids.gender} title={home.genderTitle} intro={home.genderIntro} />
              <GenderTiles />
            </Reveal>
          </Box>
          <Box component="section" aria-labelledby={ids.newsletter}>
            <Reveal animate={animate}>
              <Newsletter titleId={ids.newsletter} />
            </Reveal>
          </Box>
          <Box component="section" aria-labelledby={ids.category} sx={sectionSx}>
            <Reveal animate={animate}>
              <SectionHeading id={ids.category} title={home.categoryTitle} intro={home.categoryIntro} />
              <CategoryGrid />
            </Reveal>
          </Box>
        </AfterFirstPaint>
      </Container>
    </>
  );
}
