// One scene per category picture and per hero, composed from parts.ts. Each is a list of SVG
// elements on the 320x200 stage; draw.ts wraps and writes them.
// One file on purpose: the twenty scenes are data side by side, read and tuned against each other.
import type { CategoryIllustration } from '../../common/illustrations';
import type { HeroIllustration } from '../../common/schemas/center-profile';
import {
  WHITE,
  bubble,
  bush,
  circle,
  cloud,
  ellipse,
  heart,
  house,
  line,
  path,
  person,
  rect,
  sitting,
  stage,
  sun,
  textLines,
  tree,
} from './parts';

const book = (x: number, y: number, w = 22) =>
  rect(x, y, w, w * 0.7, 's', 1.5) + rect(x + w / 2 - 0.6, y, 1.2, w * 0.7, 'd');

const table = (x: number, w: number, h = 38) =>
  rect(x, 176 - h, w, 5, 'd', 2) +
  rect(x + 6, 176 - h, 4, h, 'd') +
  rect(x + w - 10, 176 - h, 4, h, 'd');

const bench = (x: number, w: number) =>
  rect(x, 146, w, 6, 's', 2) + rect(x + 6, 150, 4, 26, 'd') + rect(x + w - 10, 150, 4, 26, 'd');

const flags = (x1: number, x2: number, y: number) => {
  const out = [line(`M${x1} ${y}Q${(x1 + x2) / 2} ${y + 14} ${x2} ${y}`, 'd', 1.5)];
  const count = Math.floor((x2 - x1) / 22);
  for (let i = 0; i < count; i += 1) {
    const fx = x1 + 11 + i * 22;
    const t = (fx - x1) / (x2 - x1);
    const fy = y + 4 * 14 * t * (1 - t) * 0.5 + 1;
    out.push(path(`M${fx - 6} ${fy}h12l-6 11z`, i % 2 ? 's' : 'p'));
  }
  return out.join('');
};

export const CATEGORY_SCENES: Record<CategoryIllustration, string> = {
  care: (() => {
    const carer = person({
      x: 205,
      shirt: 'p',
      skin: 1,
      hair: 1,
      arms: 'forward',
      hairStyle: 'long',
    });
    const sat = sitting({ x: 122, seatY: 142, shirt: 's', skin: 0, hair: 3, facing: 1 });
    return [
      stage(),
      rect(96, 116, 8, 40, 'd', 3),
      rect(100, 136, 44, 10, 'd', 3),
      rect(104, 146, 4, 30, 'd'),
      rect(136, 146, 4, 30, 'd'),
      sat.svg,
      carer.svg,
      heart(164, 72, 26, 's'),
    ].join('');
  })(),
  children: (() => {
    const adult = person({
      x: 135,
      shirt: 'p',
      skin: 2,
      hair: 0,
      arms: 'hold',
      hairStyle: 'bun',
      skirt: true,
    });
    const child = person({ x: 180, scale: 0.62, shirt: 's', skin: 2, hair: 0, arms: 'up' });
    return [
      stage(),
      tree(262, 84),
      adult.svg,
      child.svg,
      circle(72, 164, 12, 's'),
      path('M60 164h24', 'd'),
      line('M62 160q10 6 20 0', WHITE, 2),
    ].join('');
  })(),
  culture: (() => {
    const painter = person({
      x: 120,
      shirt: 'p',
      skin: 0,
      hair: 2,
      arms: 'forward',
      hairStyle: 'long',
    });
    return [
      stage(),
      line('M190 176l20-90 20 90M210 86v90', 'd', 3),
      rect(180, 74, 60, 52, WHITE, 2),
      circle(200, 94, 8, 's'),
      path('M184 122l18-18 12 12 8-8 14 14z', 'p'),
      painter.svg,
      line('M134 120l18-14', 's', 3),
      circle(62, 74, 14, 'sl'),
    ].join('');
  })(),
  sport: (() => {
    const runner = person({ x: 150, shirt: 'p', skin: 3, hair: 0, arms: 'up' });
    return [
      stage(),
      line('M232 176V104h60v72', WHITE, 4),
      line('M232 118h60M232 134h60M232 150h60M246 104v72M262 104v72M278 104v72', WHITE, 1),
      runner.svg,
      circle(196, 150, 13, WHITE),
      path('M196 140l5 4-2 6h-6l-2-6z', 'd'),
      circle(62, 60, 16, 'sl'),
    ].join('');
  })(),
  nature: (() => {
    const gardener = person({
      x: 150,
      shirt: 'p',
      skin: 1,
      hair: 1,
      arms: 'forward',
      hairStyle: 'bun',
    });
    return [
      stage(),
      sun(270, 48, 18),
      tree(66, 100),
      tree(100, 70, 'pl'),
      gardener.svg,
      path('M176 120h20l-4 12h-12z', 's'),
      line('M200 124q10 10 14 30', 'pl', 2),
      line('M230 176v-16M230 164q-8-6-12-2M230 168q8-6 12-2', 'p', 3),
      bush(278, 34),
    ].join('');
  })(),
  language: (() => {
    const a = person({ x: 110, shirt: 'p', skin: 0, hair: 2, arms: 'forward', hairStyle: 'long' });
    const b = person({ x: 214, shirt: 's', skin: 3, hair: 0, arms: 'down' });
    return [
      stage(),
      a.svg,
      b.svg,
      bubble(56, 26, 56, 34, WHITE),
      `<text x="84" y="50" text-anchor="middle" style="font:700 17px sans-serif;fill:var(--ill-p,#0d9488)">Aa</text>`,
      bubble(208, 32, 60, 30, 'sl', false),
      textLines(218, 41, [40, 28], 'd'),
    ].join('');
  })(),
  elderly: (() => {
    const older = person({ x: 130, shirt: 'm', legs: 'd', skin: 0, hair: 4, arms: 'hold' });
    const helper = person({
      x: 182,
      shirt: 'p',
      skin: 2,
      hair: 0,
      arms: 'down',
      hairStyle: 'long',
    });
    return [
      stage(),
      tree(270, 90),
      line('M118 108l-8 68', 'd', 3),
      older.svg,
      helper.svg,
      heart(156, 58, 18, 's'),
    ].join('');
  })(),
  neighbourhood: (() => {
    const waver = person({ x: 210, shirt: 'p', skin: 1, hair: 1, arms: 'wave' });
    return [
      stage(),
      house(24, 62, 64, 'sl', 'p'),
      house(96, 54, 80, WHITE, 'd'),
      tree(290, 80),
      waver.svg,
    ].join('');
  })(),
  animals: (() => {
    const walker = person({
      x: 140,
      shirt: 'p',
      skin: 0,
      hair: 2,
      arms: 'forward',
      hairStyle: 'bun',
    });
    return [
      stage(),
      tree(270, 96),
      walker.svg,
      line('M156 132q20 18 40 18', 'd', 1.5),
      ellipse(212, 152, 22, 11, 's'),
      circle(232, 140, 9, 's'),
      path('M236 132l6-6 1 9z', 'd'),
      circle(235, 139, 1.5, 'd'),
      line('M196 160v16M204 160v16M220 160v16M228 160v16', 's', 5),
      line('M190 148q-8-4-8-12', 's', 4),
    ].join('');
  })(),
  events: (() => {
    const host = person({ x: 160, shirt: 'p', skin: 3, hair: 0, arms: 'up', hairStyle: 'long' });
    return [
      stage(),
      flags(20, 300, 24),
      line('M78 150v-64M92 150v-56', 'd', 1),
      ellipse(78, 80, 11, 13, 's'),
      ellipse(92, 88, 11, 13, 'pl'),
      host.svg,
      table(200, 90),
      rect(216, 124, 12, 14, WHITE, 2),
      rect(240, 124, 12, 14, 'sl', 2),
    ].join('');
  })(),
  administration: (() => {
    const worker = sitting({ x: 130, seatY: 146, shirt: 'p', skin: 1, hair: 1, hairStyle: 'long' });
    return [
      stage(),
      rect(112, 146, 36, 6, 'd', 2),
      rect(126, 152, 6, 24, 'd'),
      worker.svg,
      table(150, 110, 50),
      path('M178 124h44l6-26h-44z', 'd'),
      rect(174, 124, 54, 3, 'm', 1),
      rect(236, 104, 16, 22, WHITE, 2),
      textLines(239, 109, [10, 8, 10], 'm'),
      rect(40, 30, 56, 44, WHITE, 3),
      textLines(48, 40, [40, 30, 36, 22], 'pl'),
    ].join('');
  })(),
  food: (() => {
    const server = person({ x: 130, shirt: 'p', skin: 2, hair: 0, arms: 'forward' });
    return [
      stage(),
      table(160, 120),
      rect(150, 120, 46, 18, 's', 2),
      circle(162, 118, 7, '#ef4444'),
      circle(176, 116, 7, '#84cc16'),
      circle(188, 119, 6, '#f97316'),
      rect(214, 104, 16, 34, 'pl', 3),
      rect(236, 112, 22, 26, WHITE, 2),
      server.svg,
      rect(116, 112, 28, 40, WHITE, 3),
    ].join('');
  })(),
  health: (() => {
    const nurse = person({
      x: 150,
      shirt: WHITE,
      legs: 'p',
      skin: 3,
      hair: 0,
      arms: 'hold',
      hairStyle: 'bun',
    });
    return [
      stage(),
      rect(200, 118, 54, 40, 'p', 6),
      rect(220, 110, 14, 10, 'd', 3),
      rect(222, 126, 10, 26, WHITE),
      rect(214, 134, 26, 10, WHITE),
      nurse.svg,
      rect(142, 110, 16, 6, 'p', 2),
      heart(86, 62, 30, 's'),
    ].join('');
  })(),
  refugees: (() => {
    const host = person({
      x: 120,
      shirt: 'p',
      skin: 0,
      hair: 1,
      arms: 'forward',
      hairStyle: 'long',
    });
    const guest = person({ x: 196, shirt: 's', skin: 3, hair: 0, arms: 'forward' });
    return [
      stage(),
      house(236, 64, 74, WHITE, 'p'),
      host.svg,
      guest.svg,
      rect(212, 140, 26, 34, 'd', 4),
      line('M219 140v-6h12v6', 'd', 2.5),
      heart(158, 76, 22, 's'),
    ].join('');
  })(),
  education: (() => {
    const teacher = person({ x: 200, shirt: 'p', skin: 1, hair: 3, arms: 'wave' });
    const pupil = sitting({ x: 98, seatY: 150, shirt: 's', skin: 2, hair: 0, scale: 0.8 });
    return [
      stage(),
      rect(40, 26, 150, 80, 'd', 4),
      textLines(56, 44, [60, 90, 40], WHITE),
      `<text x="160" y="92" text-anchor="middle" style="font:700 18px sans-serif;fill:var(--ill-sl,#fde68a)">1+1</text>`,
      rect(82, 150, 30, 6, 's', 2),
      rect(94, 156, 6, 20, 'd'),
      pupil.svg,
      teacher.svg,
      book(114, 128),
    ].join('');
  })(),
  generic: (() => {
    const a = person({ x: 130, shirt: 'p', skin: 1, hair: 2, arms: 'up', hairStyle: 'long' });
    const b = person({ x: 190, shirt: 's', skin: 3, hair: 0, arms: 'up' });
    return [stage(), sun(60, 52, 18), cloud(232, 48), a.svg, b.svg, heart(160, 40, 26, WHITE)].join(
      '',
    );
  })(),
};

export const HERO_SCENES: Record<HeroIllustration, string> = {
  neighbourhood: (() => {
    const a = person({ x: 150, shirt: 'p', skin: 1, hair: 1, arms: 'wave', hairStyle: 'long' });
    const b = person({ x: 196, shirt: 's', skin: 3, hair: 0, arms: 'hold' });
    const kid = person({ x: 232, scale: 0.6, shirt: 'pl', skin: 3, hair: 0, arms: 'up' });
    return [
      stage(cloud(40, 40) + cloud(210, 30, 0.8)),
      house(8, 58, 70, WHITE, 'p'),
      house(74, 50, 58, 'sl', 'd'),
      house(262, 56, 76, 'pl', 'p'),
      a.svg,
      b.svg,
      rect(184, 124, 24, 20, 's', 3),
      kid.svg,
    ].join('');
  })(),
  garden: (() => {
    const a = person({ x: 110, shirt: 'p', skin: 0, hair: 2, arms: 'forward', hairStyle: 'bun' });
    const b = person({ x: 212, shirt: 's', skin: 2, hair: 0, arms: 'forward' });
    return [
      stage(sun(270, 44, 20)),
      tree(36, 110),
      rect(132, 156, 66, 20, '#8a5a3c', 3),
      line('M144 156v-14M160 156v-18M176 156v-12M190 156v-16', 'p', 3),
      circle(144, 140, 5, 's'),
      circle(160, 136, 6, 'pl'),
      circle(176, 142, 5, 's'),
      circle(190, 138, 6, 'pl'),
      a.svg,
      b.svg,
      path('M226 118h18l-3 14h-12z', 'p'),
      bush(296, 40),
    ].join('');
  })(),
  reading: (() => {
    const a = sitting({ x: 132, seatY: 148, shirt: 'p', skin: 0, hair: 4, facing: 1 });
    const b = sitting({
      x: 196,
      seatY: 148,
      shirt: 's',
      skin: 3,
      hair: 0,
      scale: 0.72,
      facing: -1,
    });
    return [
      stage(),
      tree(44, 120),
      tree(286, 90, 'pl'),
      bench(100, 120),
      a.svg,
      b.svg,
      book(146, 112, 30),
      heart(170, 70, 20, WHITE),
    ].join('');
  })(),
  together: (() => {
    const a = person({ x: 72, shirt: 'p', skin: 1, hair: 1, arms: 'up', hairStyle: 'long' });
    const b = person({ x: 248, shirt: 's', skin: 3, hair: 0, arms: 'wave' });
    const c = sitting({ x: 130, seatY: 148, shirt: 'pl', skin: 0, hair: 3, facing: 1 });
    const d = sitting({
      x: 196,
      seatY: 148,
      shirt: 'd',
      skin: 2,
      hair: 2,
      facing: -1,
      hairStyle: 'long',
    });
    return [
      stage(flags(0, 320, 18)),
      a.svg,
      b.svg,
      c.svg,
      d.svg,
      table(132, 64, 40),
      rect(150, 126, 10, 10, WHITE, 2),
      circle(176, 130, 6, 's'),
    ].join('');
  })(),
};
