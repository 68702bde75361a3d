import type { StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's plugins for a right-to-left page: its default prefixer, then the rules mirrored (left ↔
 * right, margins, paddings, borders, transforms). A module of its own: only Arabic pages load it.
 */
export const rtlStylisPlugins = [prefixer, rtlPlugin] as StylisPlugin[];
