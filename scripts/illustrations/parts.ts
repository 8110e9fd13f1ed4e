// The vocabulary of the shipped illustrations: people, plants, houses and props in one flat style,
// drawn on a 320x200 stage. Themed parts paint with CSS variables (with a teal fallback so a file
// opened on its own still looks right); skin and hair keep fixed, varied colours.

/** Theme slots, set on :root by src/lib/theme/build-theme.ts. */
export const SLOT = {
  bg: ['--ill-bg', '#ccfbf1'],
  p: ['--ill-p', '#0d9488'],
  pl: ['--ill-pl', '#5eead4'],
  s: ['--ill-s', '#fbbf24'],
  sl: ['--ill-sl', '#fde68a'],
  m: ['--ill-m', '#cbd5e1'],
  d: ['--ill-d', '#1e293b'],
} as const;
export type Slot = keyof typeof SLOT;
/** A themed slot or a fixed colour ('#fff'). */
export type Paint = Slot | `#${string}`;

export const SKIN = ['#f5cba7', '#e0a87c', '#b0714a', '#70452c'] as const;
export const HAIR = ['#2b2220', '#6b3e26', '#d69a45', '#a3a3a3', '#e8e4dc'] as const;
const WHITE = '#ffffff';

function colour(paint: Paint): string {
  if (paint.startsWith('#')) return paint;
  const [name, fallback] = SLOT[paint as Slot];
  return `var(${name},${fallback})`;
}

const n = (v: number) => String(Math.round(v * 10) / 10);

export function fill(paint: Paint, extra = ''): string {
  return `style="fill:${colour(paint)}${extra}"`;
}

export function stroke(paint: Paint, width: number): string {
  return `style="fill:none;stroke:${colour(paint)};stroke-width:${n(width)};stroke-linecap:round;stroke-linejoin:round"`;
}

export const rect = (x: number, y: number, w: number, h: number, paint: Paint, r = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} ${fill(paint)}/>`;
export const circle = (cx: number, cy: number, r: number, paint: Paint) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${fill(paint)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, paint: Paint) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${fill(paint)}/>`;
export const path = (d: string, paint: Paint) => `<path d="${d}" ${fill(paint)}/>`;
export const line = (d: string, paint: Paint, width: number) =>
  `<path d="${d}" ${stroke(paint, width)}/>`;

/** The stage: a background, a soft hill and the ground line the figures stand on (y 176). */
export function stage(extra = ''): string {
  return [
    rect(0, 0, 320, 200, 'bg'),
    path('M0 150Q80 118 170 138T320 128V200H0Z', 'pl'),
    extra,
    rect(0, 176, 320, 24, 'm'),
  ].join('');
}

export interface PersonOptions {
  /** Feet centre. */
  x: number;
  y?: number;
  /** 1 = an adult of 92 units; a child is about 0.62. */
  scale?: number;
  shirt?: Paint;
  legs?: Paint;
  skin?: number;
  hair?: number;
  /** 'short', 'long', 'bun', 'bald' */
  hairStyle?: 'short' | 'long' | 'bun' | 'bald';
  /** Arm ends relative to the shoulders, in units of an adult (left arm, right arm). */
  arms?: 'down' | 'wave' | 'forward' | 'up' | 'hold' | 'hips';
  skirt?: boolean;
}

/** A standing figure; returns SVG and the hands' positions so props can be put in them. */
export function person(o: PersonOptions): { svg: string; hands: [number, number][] } {
  const s = o.scale ?? 1;
  const x = o.x;
  const y = o.y ?? 176;
  const skin = SKIN[o.skin ?? 0];
  const hair = HAIR[o.hair ?? 0];
  const shirt = o.shirt ?? 'p';
  const legs = o.legs ?? 'd';
  const u = (v: number) => v * s;
  const top = y - u(92);
  const shoulderY = top + u(30);
  const parts: string[] = [];
  // Legs and shoes.
  if (o.skirt) {
    parts.push(
      path(
        `M${n(x - u(13))} ${n(y - u(40))}h${n(u(26))}l${n(u(5))} ${n(u(22))}h${n(-u(36))}z`,
        legs,
      ),
    );
    parts.push(
      line(
        `M${n(x - u(6))} ${n(y - u(18))}V${n(y - u(3))}M${n(x + u(6))} ${n(y - u(18))}V${n(y - u(3))}`,
        skin as Paint,
        u(6),
      ),
    );
  } else {
    parts.push(
      line(
        `M${n(x - u(6))} ${n(y - u(42))}V${n(y - u(3))}M${n(x + u(6))} ${n(y - u(42))}V${n(y - u(3))}`,
        legs,
        u(9),
      ),
    );
  }
  parts.push(
    ellipse(x - u(8), y - u(2), u(7), u(3), 'd'),
    ellipse(x + u(8), y - u(2), u(7), u(3), 'd'),
  );
  // Arms (behind the body for down/hips, in front otherwise: drawn after the torso).
  const arm = (dx: number, dy: number, side: -1 | 1) => {
    const sx = x + side * u(12);
    const ex = sx + side * u(dx);
    const ey = shoulderY + u(dy);
    const mx = sx + side * u(dx * 0.35 + 3);
    const my = shoulderY + u(dy * 0.5 + 4);
    return {
      d: `M${n(sx)} ${n(shoulderY + u(3))}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`,
      end: [ex, ey] as [number, number],
    };
  };
  const poses: Record<NonNullable<PersonOptions['arms']>, [number, number, number, number]> = {
    down: [4, 34, 4, 34],
    wave: [4, 34, 10, -26],
    forward: [14, 22, 14, 22],
    up: [10, -26, 10, -26],
    hold: [6, 24, 6, 24],
    hips: [10, 18, 10, 18],
  };
  const [ldx, ldy, rdx, rdy] = poses[o.arms ?? 'down'];
  const left = arm(ldx, ldy, -1);
  const right = arm(rdx, rdy, 1);
  // Torso.
  parts.push(
    path(
      `M${n(x - u(14))} ${n(y - u(38))}V${n(shoulderY + u(6))}q0 ${n(-u(8))} ${n(u(8))} ${n(-u(8))}h${n(u(12))}q${n(u(8))} 0 ${n(u(8))} ${n(u(8))}V${n(y - u(38))}z`,
      shirt,
    ),
  );
  parts.push(line(left.d, shirt, u(8)), line(right.d, shirt, u(8)));
  parts.push(
    circle(left.end[0], left.end[1], u(4), skin as Paint),
    circle(right.end[0], right.end[1], u(4), skin as Paint),
  );
  // Neck, head, hair.
  const hy = top + u(13);
  parts.push(rect(x - u(3.5), hy + u(8), u(7), u(8), skin as Paint));
  if (o.hairStyle === 'long')
    parts.push(
      path(
        `M${n(x - u(13))} ${n(hy)}a${n(u(13))} ${n(u(13))} 0 0 1 ${n(u(26))} 0v${n(u(20))}h${n(-u(26))}z`,
        hair as Paint,
      ),
    );
  parts.push(circle(x, hy, u(11), skin as Paint));
  const style = o.hairStyle ?? 'short';
  if (style !== 'bald') {
    parts.push(
      path(
        `M${n(x - u(12))} ${n(hy + u(1))}a${n(u(12))} ${n(u(12))} 0 0 1 ${n(u(24))} 0q${n(-u(10))} ${n(-u(6))} ${n(-u(24))} 0z`,
        hair as Paint,
      ),
    );
  }
  if (style === 'bun') parts.push(circle(x + u(2), hy - u(13), u(5.5), hair as Paint));
  return { svg: parts.join(''), hands: [left.end, right.end] };
}

/** A seated figure on an invisible seat at height seatY (its feet on the ground at 176). */
export function sitting(o: Omit<PersonOptions, 'arms'> & { seatY: number; facing?: 1 | -1 }) {
  const s = o.scale ?? 1;
  const u = (v: number) => v * s;
  const f = o.facing ?? 1;
  const x = o.x;
  const skin = SKIN[o.skin ?? 0] as Paint;
  const hair = HAIR[o.hair ?? 0] as Paint;
  const shirt = o.shirt ?? 'p';
  const hip = o.seatY;
  const top = hip - u(56);
  const parts: string[] = [];
  parts.push(line(`M${n(x)} ${n(hip - u(4))}h${n(f * u(22))}V${n(174)}`, o.legs ?? 'd', u(9)));
  parts.push(ellipse(x + f * u(26), 175, u(7), u(3), 'd'));
  parts.push(
    path(
      `M${n(x - u(12))} ${n(hip)}V${n(top + u(26))}q0 ${n(-u(8))} ${n(u(8))} ${n(-u(8))}h${n(u(8))}q${n(u(8))} 0 ${n(u(8))} ${n(u(8))}V${n(hip)}z`,
      shirt,
    ),
  );
  const hx = x + f * u(18);
  const hy = top + u(40);
  parts.push(
    line(
      `M${n(x + f * u(4))} ${n(top + u(24))}Q${n(x + f * u(8))} ${n(hy)} ${n(hx)} ${n(hy)}`,
      shirt,
      u(8),
    ),
  );
  parts.push(circle(hx, hy, u(4), skin));
  const headY = top + u(9);
  parts.push(rect(x - u(3.5), headY + u(8), u(7), u(8), skin));
  if (o.hairStyle === 'long')
    parts.push(
      path(
        `M${n(x - u(13))} ${n(headY)}a${n(u(13))} ${n(u(13))} 0 0 1 ${n(u(26))} 0v${n(u(20))}h${n(-u(26))}z`,
        hair,
      ),
    );
  parts.push(circle(x, headY, u(11), skin));
  if (o.hairStyle !== 'bald')
    parts.push(
      path(
        `M${n(x - u(12))} ${n(headY + u(1))}a${n(u(12))} ${n(u(12))} 0 0 1 ${n(u(24))} 0q${n(-u(10))} ${n(-u(6))} ${n(-u(24))} 0z`,
        hair,
      ),
    );
  if (o.hairStyle === 'bun') parts.push(circle(x + u(2), headY - u(13), u(5.5), hair));
  return { svg: parts.join(''), hand: [hx, hy] as [number, number] };
}

export function tree(x: number, h = 70, paint: Paint = 'p'): string {
  return (
    rect(x - 3, 176 - h * 0.45, 6, h * 0.45, '#8a5a3c') +
    circle(x, 176 - h * 0.62, h * 0.32, paint) +
    circle(x - h * 0.14, 176 - h * 0.78, h * 0.2, paint)
  );
}

export function bush(x: number, w = 30, paint: Paint = 'p'): string {
  return ellipse(x, 176, w / 2, w / 3, paint);
}

export function house(x: number, w: number, h: number, wall: Paint, roof: Paint): string {
  const y = 176 - h;
  const win = (wx: number, wy: number) => rect(wx, wy, 10, 12, WHITE, 1);
  return [
    rect(x, y, w, h, wall),
    path(
      `M${n(x - 5)} ${n(y + 2)}L${n(x + w / 2)} ${n(y - w * 0.45)}L${n(x + w + 5)} ${n(y + 2)}z`,
      roof,
    ),
    rect(x + w / 2 - 6, 176 - 22, 12, 22, 'd', 1),
    win(x + 7, y + 10),
    win(x + w - 17, y + 10),
  ].join('');
}

export function heart(cx: number, cy: number, size: number, paint: Paint): string {
  const s = size / 20;
  return `<path transform="translate(${n(cx - 10 * s)} ${n(cy - 9 * s)}) scale(${n(s)})" d="M10 18C3 13 0 9 0 5.5 0 2 3 0 5.5 0 7.5 0 9 1 10 3c1-2 2.5-3 4.5-3C17 0 20 2 20 5.5 20 9 17 13 10 18z" ${fill(paint)}/>`;
}

export function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  paint: Paint,
  tailLeft = true,
): string {
  const tail = tailLeft
    ? `M${n(x + 8)} ${n(y + h - 1)}l-4 10 12-10z`
    : `M${n(x + w - 8)} ${n(y + h - 1)}l4 10-12-10z`;
  return rect(x, y, w, h, paint, 8) + path(tail, paint);
}

export function textLines(x: number, y: number, widths: number[], paint: Paint): string {
  return widths.map((w, i) => rect(x, y + i * 7, w, 3.5, paint, 1.75)).join('');
}

export function sun(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, 'sl');
}

export function cloud(x: number, y: number, s = 1): string {
  return (
    rect(x, y - 8 * s, 44 * s, 8 * s, WHITE, 4 * s) +
    circle(x + 14 * s, y - 9 * s, 8 * s, WHITE) +
    circle(x + 27 * s, y - 12 * s, 10 * s, WHITE)
  );
}

export { WHITE };
