import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLanguage } from '../lib/i18n';
import { rtlStylisPlugins } from '../lib/rtlStyles';
import { browserStyleCache } from '../lib/styleCache';
import { themeOf } from './theme';

let cache: EmotionCache | undefined;

/**
 * MUI's theme and emotion's cache for a part that keeps MUI on a page drawn as islands (`MuiFrame`,
 * decision 099): loaded with the part, one cache for the page (it adopts the rules the server sent).
 */
export default function MuiFrame({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  cache ??= browserStyleCache(dir === 'rtl' ? rtlStylisPlugins : undefined);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeOf(dir)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
