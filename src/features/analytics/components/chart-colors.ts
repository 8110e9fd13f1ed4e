// The chart's colours from the tenant's Fluent theme: recharts draws SVG attributes, which take
// colours, not Fluent's CSS variables, so the variables are read where the chart sits. The
// foreground tokens are made for text on the page background (4.5:1 and more), so lines and bars
// drawn in them keep the 3:1 that non-text contrast asks, in the high-contrast theme too.
import { tokens } from '@fluentui/react-components';
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ChartColors {
  primary: string;
  secondary: string;
  muted: string;
  grid: string;
  text: string;
}

const FALLBACK: ChartColors = {
  primary: '#0f6cbd',
  secondary: '#107c10',
  muted: '#616161',
  grid: '#e0e0e0',
  text: '#242424',
};

const TOKENS: Record<keyof ChartColors, string> = {
  primary: tokens.colorBrandForeground1,
  secondary: tokens.colorPaletteGreenForeground1,
  muted: tokens.colorNeutralForeground3,
  grid: tokens.colorNeutralStroke2,
  text: tokens.colorNeutralForeground1,
};

function resolve(element: Element, token: string): string | null {
  const name = /var\((--[^,)]+)/.exec(token)?.[1];
  if (!name) return null;
  return getComputedStyle(element).getPropertyValue(name).trim() || null;
}

export function useChartColors(ref: RefObject<HTMLElement | null>): ChartColors {
  const [colors, setColors] = useState(FALLBACK);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const next = { ...FALLBACK };
    for (const key of Object.keys(TOKENS) as (keyof ChartColors)[]) {
      next[key] = resolve(element, TOKENS[key]) ?? FALLBACK[key];
    }
    setColors(next);
  }, [ref]);
  return colors;
}
