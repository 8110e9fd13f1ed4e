// Every figure, in ANALYTICS_FIGURE_KEYS order. A new figure is a file beside this one and a
// line here; figures/index.test.ts holds the list to the keys.
import { acceptanceRateFigure } from './acceptance-rate';
import { answerHoursMedianFigure, answerHoursP90Figure } from './answer-hours-sql';
import { applicationsFigure } from './applications';
import type { Figure } from './figure';
import { matchesFigure } from './matches';
import { newSignupsFigure } from './new-signups-sql';
import { vacanciesPublishedFigure } from './vacancies-published-sql';
import { viewsFigure } from './views';
import { volunteersActiveFigure } from './volunteers-active-sql';

export const FIGURES: readonly Figure[] = [
  vacanciesPublishedFigure,
  viewsFigure,
  applicationsFigure,
  matchesFigure,
  acceptanceRateFigure,
  answerHoursMedianFigure,
  answerHoursP90Figure,
  volunteersActiveFigure,
  newSignupsFigure,
];

export type { Figure, FigureInput } from './figure';
