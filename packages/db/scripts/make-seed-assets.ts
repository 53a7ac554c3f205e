import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  categories,
  faqs,
  gameModules,
  minigames,
  teachingMaterials,
  type SeedMinigame,
} from '../src/seed/catalogue-data';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed-assets');
const JPEG_QUALITY = 80;
const MAX_BYTES = 60 * 1024;

interface Palette {
  base: string;
  light: string;
  dark: string;
  ink: string;
  soft: string;
  accent: string;
  fg: string;
}

const RED = '#E63946';
const CORAL = '#FF6B6B';
const GREEN = '#2EC4B6';
const LEAF = '#7BC67E';
const ORANGE = '#F4A261';
const GOLD = '#FFD166';
const PINK = '#FF8FAB';
const BROWN = '#A86B3C';
const DEVICE = '#1F2430';

function hsl(hue: number, sat: number, light: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.max(0, Math.min(100, sat)) / 100;
  const l = Math.max(0, Math.min(100, light)) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): string => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

function palette(hue: number, sat = 62, light = 52): Palette {
  // White pictograms disappear on bright yellows, so warm hues are darkened and get a teal accent.
  const warm = hue >= 35 && hue <= 75;
  const l = warm ? light - 8 : light;
  return {
    base: hsl(hue, sat, l),
    light: hsl(hue + 8, sat, l + 12),
    dark: hsl(hue - 8, sat + 5, l - 14),
    ink: hsl(hue, Math.min(sat, 45), 22),
    soft: hsl(hue, sat + 10, 88),
    accent: warm ? GREEN : GOLD,
    fg: '#FFFFFF',
  };
}

const n = (v: number): string => String(Math.round(v * 10) / 10);
const attrs = (extra: string): string => (extra ? ` ${extra}` : '');
const opacity = (o: number): string => `opacity="${o}"`;

let idCounter = 0;
const uid = (prefix: string): string => `${prefix}${++idCounter}`;

function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
}

function shape(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

function polygon(points: string, fill: string, extra = ''): string {
  return `<polygon points="${points}" fill="${fill}"${attrs(extra)}/>`;
}

function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, color: string, width: number, extra = ''): string {
  return stroke(`M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}`, color, width, extra);
}

function group(content: string, transform: string, extra = ''): string {
  return `<g transform="${transform}"${attrs(extra)}>${content}</g>`;
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const result: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / points) * i - Math.PI / 2;
    result.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return result.join(' ');
}

function star(cx: number, cy: number, outer: number, fill: string, extra = ''): string {
  return polygon(starPoints(cx, cy, outer, outer * 0.45), fill, extra);
}

function hexagon(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    points.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
  }
  return polygon(points.join(' '), fill, extra);
}

function gear(cx: number, cy: number, outer: number, inner: number, teeth: number, fill: string): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [offset, r] of [[0, inner], [0.15, outer], [0.45, outer], [0.6, inner]] as const) {
      const angle = a + offset * step;
      points.push(`${n(cx + r * Math.cos(angle))},${n(cy + r * Math.sin(angle))}`);
    }
  }
  return polygon(points.join(' '), fill);
}

const HEART_PATH = 'M50 88 C20 68 6 52 6 34 C6 20 17 10 30 10 C39 10 46 15 50 22 C54 15 61 10 70 10 C83 10 94 20 94 34 C94 52 80 68 50 88Z';

function heart(cx: number, cy: number, size: number, fill: string, extra = ''): string {
  return group(shape(HEART_PATH, fill, extra), `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(size / 100)})`);
}

function check(cx: number, cy: number, size: number, color: string, width: number): string {
  const s = size / 2;
  return stroke(`M${n(cx - s)} ${n(cy)} L${n(cx - s * 0.25)} ${n(cy + s * 0.7)} L${n(cx + s)} ${n(cy - s * 0.6)}`, color, width);
}

function cross(cx: number, cy: number, size: number, color: string, width: number): string {
  const s = size / 2;
  return line(cx - s, cy - s, cx + s, cy + s, color, width) + line(cx + s, cy - s, cx - s, cy + s, color, width);
}

function textLines(x: number, y: number, widths: number[], height: number, gap: number, fill: string, extra = ''): string {
  return widths.map((w, i) => rect(x, y + i * (height + gap), w, height, height / 2, fill, extra)).join('');
}

function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function clipped(x: number, y: number, w: number, h: number, r: number, content: string): string {
  const id = uid('clip');
  return `<defs><clipPath id="${id}">${rect(x, y, w, h, r, '#000')}</clipPath></defs><g clip-path="url(#${id})">${content}</g>`;
}

function svgDocument(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}

// Pictograms are drawn in a 100×100 box; place() positions and scales them.

type Picto = (p: Palette) => string;

function place(picto: Picto, p: Palette, x: number, y: number, size: number): string {
  return group(picto(p), `translate(${n(x)} ${n(y)}) scale(${n(size / 100)})`);
}

const pictograms = {
  operations: (p) => {
    const tiles = [
      [8, 8, p.fg], [54, 8, p.accent], [8, 54, p.accent], [54, 54, p.fg],
    ] as const;
    return tiles.map(([x, y, fill]) => rect(x, y, 38, 38, 9, fill)).join('')
      + rect(17, 24.5, 20, 5, 2.5, p.ink) + rect(24.5, 17, 5, 20, 2.5, p.ink)
      + rect(63, 24.5, 20, 5, 2.5, p.ink)
      + group(rect(17, 70.5, 20, 5, 2.5, p.ink) + rect(24.5, 63, 5, 20, 2.5, p.ink), 'rotate(45 27 73)')
      + rect(63, 70.5, 20, 5, 2.5, p.ink) + circle(73, 63.5, 3.2, p.ink) + circle(73, 82.5, 3.2, p.ink);
  },
  flask: (p) =>
    shape('M40 12 H60 V38 L82 80 Q86 90 76 90 H24 Q14 90 18 80 L40 38 Z', p.fg)
    + shape('M31 58 H69 L79 80 Q81 86 75 86 H25 Q19 86 21 80 Z', p.accent)
    + rect(34, 6, 32, 9, 4.5, p.soft)
    + circle(44, 74, 4.5, p.fg) + circle(58, 67, 3, p.fg) + circle(52, 47, 3, p.soft),
  speechBubbles: (p) =>
    rect(6, 12, 58, 42, 13, p.fg) + shape('M18 50 L13 68 L34 53 Z', p.fg)
    + circle(22, 33, 4.5, p.ink) + circle(35, 33, 4.5, p.ink) + circle(48, 33, 4.5, p.ink)
    + rect(36, 44, 58, 40, 13, p.accent) + shape('M80 80 L87 94 L68 82 Z', p.accent)
    + rect(46, 56, 38, 6, 3, p.ink) + rect(46, 68, 24, 6, 3, p.ink),
  globe: (p) =>
    circle(50, 50, 40, p.fg)
    + shape('M28 22 Q42 14 52 24 Q48 36 38 38 Q30 46 24 38 Q20 28 28 22Z', p.accent)
    + shape('M58 48 Q72 44 80 56 Q74 72 62 76 Q56 66 58 60 Q50 56 58 48Z', p.accent)
    + shape('M20 58 Q30 55 34 64 Q30 74 22 68Z', p.accent)
    + ellipse(50, 50, 18, 40, 'none', `stroke="${p.ink}" stroke-width="2.5" opacity="0.55"`)
    + line(10, 50, 90, 50, p.ink, 2.5, opacity(0.55))
    + circle(50, 50, 40, 'none', `stroke="${p.ink}" stroke-width="3.5"`),
  palette: (p) =>
    shape('M50 10 C75 10 94 28 92 50 C90 64 78 62 70 62 C62 62 58 70 62 78 C66 88 58 92 48 92 C24 92 8 74 8 50 C8 28 26 10 50 10Z', p.fg)
    + circle(30, 36, 8, CORAL) + circle(50, 25, 8, p.accent) + circle(72, 34, 8, GREEN) + circle(26, 60, 8, p.base)
    + circle(44, 74, 6, p.soft),
  monitor: (p) =>
    rect(6, 12, 88, 60, 8, p.fg) + rect(13, 19, 74, 46, 4, p.ink)
    + stroke('M36 31 L25 42 L36 53', p.accent, 5) + stroke('M64 31 L75 42 L64 53', p.accent, 5)
    + line(54, 29, 46, 55, p.fg, 5)
    + rect(44, 72, 12, 10, 0, p.fg) + rect(28, 82, 44, 8, 4, p.fg),
  heartPulse: (p) =>
    shape(HEART_PATH, p.fg) + stroke('M14 46 H32 L40 30 L51 64 L59 40 L65 46 H86', p.base, 6),
  lamp: (p) =>
    shape('M50 6 C61 20 66 31 59 40 C56 44 44 44 41 40 C34 31 39 20 50 6Z', p.accent)
    + shape('M50 20 C54 28 55 34 52 37 C50 39 48 39 47 37 C45 33 47 27 50 20Z', p.fg)
    + shape('M12 50 H88 C86 72 72 84 50 84 C28 84 14 72 12 50Z', p.fg)
    + rect(8, 46, 84, 8, 4, p.soft)
    + circle(30, 64, 3.5, p.base) + circle(50, 68, 3.5, p.base) + circle(70, 64, 3.5, p.base)
    + rect(36, 84, 28, 8, 4, p.fg),
  barChart: (p) =>
    rect(10, 64, 16, 24, 3, p.fg) + rect(32, 50, 16, 38, 3, p.fg) + rect(54, 36, 16, 52, 3, p.fg) + rect(76, 22, 16, 66, 3, p.accent)
    + rect(6, 88, 88, 5, 2.5, p.ink)
    + stroke('M10 46 L32 30 L50 36 L78 10', p.ink, 5) + polygon('68,8 86,4 82,22', p.ink),
  gears: (p) =>
    gear(40, 42, 34, 26, 9, p.fg) + circle(40, 42, 11, p.base)
    + gear(74, 76, 22, 16, 7, p.accent) + circle(74, 76, 7, p.base),
  abacus: (p) => {
    const rows: [number, [number, string][]][] = [
      [32, [[25, p.accent], [36, p.accent], [47, p.accent], [75, p.fg]]],
      [50, [[25, p.fg], [36, p.fg], [64, p.accent], [75, p.accent]]],
      [68, [[25, p.accent], [53, p.fg], [64, p.fg], [75, p.fg]]],
    ];
    return rect(6, 10, 88, 80, 10, p.fg) + rect(14, 18, 72, 64, 6, p.ink)
      + rows.map(([y, beads]) => line(14, y, 86, y, p.soft, 3) + beads.map(([x, c]) => ellipse(x, y, 5.5, 7, c)).join('')).join('');
  },
  parabola: (p) =>
    rect(6, 6, 88, 88, 12, p.fg)
    + [26, 42, 58, 74].map((v) => line(v, 14, v, 86, p.soft, 2) + line(14, v, 86, v, p.soft, 2)).join('')
    + line(50, 12, 50, 88, p.ink, 3.5) + line(12, 72, 88, 72, p.ink, 3.5)
    + stroke('M20 14 Q50 126 80 14', p.base, 6) + circle(50, 70, 6, p.accent, `stroke="${p.ink}" stroke-width="2"`),
  shapes: (p) =>
    circle(70, 32, 22, p.accent) + polygon('30,8 56,56 4,56', p.fg)
    + rect(36, 50, 42, 42, 7, p.soft, `stroke="${p.ink}" stroke-width="3"`),
  pie: (p) =>
    circle(50, 50, 40, p.fg)
    + shape('M50 50 L50 10 A40 40 0 0 1 87.6 63.7 Z', p.accent)
    + shape('M50 50 L87.6 63.7 A40 40 0 0 1 36.3 87.6 Z', p.ink)
    + circle(50, 50, 40, 'none', `stroke="${p.fg}" stroke-width="3"`),
  ruler: (p) =>
    polygon('12,88 12,26 74,88', p.fg) + polygon('22,78 22,50 50,78', p.base)
    + group(
      rect(2, 36, 96, 26, 5, p.accent)
      + Array.from({ length: 11 }, (_, i) => line(10 + i * 8, 36, 10 + i * 8, 36 + (i % 2 === 0 ? 13 : 8), p.ink, 2.5)).join(''),
      'rotate(-35 50 50)',
    ),
  dna: (p) =>
    [[32, 12, 68], [39, 40, 61], [32, 50, 68], [39, 60, 61], [32, 88, 68]]
      .map(([x1, y, x2]) => line(x1 ?? 0, y ?? 0, x2 ?? 0, y ?? 0, p.soft, 4)).join('')
    + stroke('M30 6 C30 30 70 30 70 50 C70 70 30 70 30 94', p.fg, 7)
    + stroke('M70 6 C70 30 30 30 30 50 C30 70 70 70 70 94', p.accent, 7),
  molecule: (p) =>
    [[22, 24], [80, 28], [42, 84], [84, 74]].map(([x, y]) => line(50, 50, x ?? 0, y ?? 0, p.fg, 6)).join('')
    + circle(50, 50, 17, p.fg) + circle(45, 45, 4, p.soft)
    + circle(22, 24, 12, p.accent) + circle(80, 28, 11, p.accent) + circle(42, 84, 10, p.soft) + circle(84, 74, 9, p.fg),
  atom: (p) =>
    [0, 60, 120].map((a) => ellipse(50, 50, 42, 15, 'none', `stroke="${p.fg}" stroke-width="4" transform="rotate(${a} 50 50)"`)).join('')
    + circle(50, 50, 10, p.accent) + circle(92, 50, 5, p.accent) + circle(29, 13.6, 5, p.accent) + circle(29, 86.4, 5, p.accent),
  planet: (p) =>
    group(ellipse(50, 50, 46, 12, 'none', `stroke="${p.accent}" stroke-width="5"`), 'rotate(-20 50 50)')
    + circle(50, 50, 28, p.fg)
    + shape('M26 40 Q50 34 76 42 L77 48 Q50 40 24 47Z', p.soft) + shape('M23 58 Q50 52 77 60 L74 66 Q50 58 26 65Z', p.soft)
    + group(stroke('M4 50 A46 12 0 0 0 96 50', p.accent, 5), 'rotate(-20 50 50)')
    + circle(12, 14, 2.5, p.fg) + circle(88, 86, 2.5, p.fg) + circle(86, 12, 3, p.fg),
  leaf: (p) =>
    shape('M20 84 C12 46 38 12 88 10 C90 58 62 88 20 84Z', p.fg)
    + stroke('M22 82 C40 62 56 44 76 24', p.base, 4)
    + stroke('M42 60 L40 42', p.base, 3) + stroke('M54 48 L54 32', p.base, 3) + stroke('M46 56 L62 58', p.base, 3) + stroke('M58 44 L72 46', p.base, 3)
    + circle(82, 80, 9, p.accent) + circle(82, 80, 4, p.fg),
  openBook: (p) =>
    shape('M50 24 C38 16 22 14 6 16 V80 C22 78 38 80 50 88Z', p.fg)
    + shape('M50 24 C62 16 78 14 94 16 V80 C78 78 62 80 50 88Z', p.soft)
    + textLines(14, 30, [26, 28, 22, 26], 4, 7, p.ink, opacity(0.45))
    + textLines(58, 30, [28, 24, 28, 20], 4, 7, p.ink, opacity(0.45))
    + shape('M74 14 V36 L79 31 L84 36 V14Z', p.accent),
  flagBubble: (p) =>
    shape('M24 12 H76 Q90 12 90 26 V42 H10 V26 Q10 12 24 12Z', RED)
    + shape('M10 42 H90 V58 Q90 72 76 72 H24 Q10 72 10 58Z', p.fg)
    + shape('M26 70 L20 90 L44 72Z', p.fg)
    + circle(34, 57, 4, p.ink) + circle(50, 57, 4, p.ink) + circle(66, 57, 4, p.ink),
  penNib: (p) =>
    stroke('M8 86 C26 70 40 92 58 80 C70 72 80 80 92 74', p.accent, 5)
    + shape('M38 6 H62 L76 40 L50 78 L24 40Z', p.fg)
    + rect(34, 4, 32, 9, 3, p.accent)
    + line(50, 48, 50, 74, p.ink, 3) + circle(50, 44, 5.5, p.ink),
  lantern: (p) =>
    line(50, 0, 50, 14, p.fg, 3)
    + ellipse(50, 50, 36, 32, RED)
    + [18, 8].map((rx) => ellipse(50, 50, rx, 32, 'none', `stroke="#B71C2C" stroke-width="2.5"`)).join('')
    + rect(32, 12, 36, 9, 3, GOLD) + rect(32, 79, 36, 9, 3, GOLD)
    + rect(46, 88, 8, 10, 2, GOLD) + ellipse(38, 40, 6, 10, p.fg, opacity(0.35)),
  fan: (p) =>
    shape('M50 84 L6.7 59 A50 50 0 0 1 93.3 59 Z', p.fg)
    + [-150, -130, -110, -90, -70, -50, -30].map((a) => {
      const r = (a * Math.PI) / 180;
      return line(50, 84, 50 + 50 * Math.cos(r), 84 + 50 * Math.sin(r), p.soft, 2.5);
    }).join('')
    + circle(50, 54, 11, RED)
    + shape('M50 84 L36.1 76 A16 16 0 0 1 63.9 76 Z', p.ink) + circle(50, 84, 5, p.accent),
  gunungan: (p) =>
    shape('M50 6 C64 24 84 50 86 72 C86 84 76 90 50 90 C24 90 14 84 14 72 C16 50 36 24 50 6Z', p.fg)
    + rect(47, 44, 6, 32, 2, p.ink)
    + stroke('M50 54 L36 42 M50 54 L64 42 M50 64 L32 54 M50 64 L68 54', p.ink, 3)
    + circle(50, 32, 10, p.accent)
    + rect(38, 72, 24, 18, 3, p.accent) + rect(46, 78, 8, 12, 1, p.ink),
  hourglass: (p) =>
    shape('M24 14 H76 C76 36 56 42 56 50 C56 58 76 64 76 86 H24 C24 64 44 58 44 50 C44 42 24 36 24 14Z', p.fg)
    + shape('M32 24 H68 C64 34 54 40 50 46 C46 40 36 34 32 24Z', p.accent)
    + shape('M28 84 C30 72 42 66 50 64 C58 66 70 72 72 84Z', p.accent)
    + line(50, 46, 50, 64, p.accent, 2)
    + rect(14, 6, 72, 9, 4.5, p.ink) + rect(14, 85, 72, 9, 4.5, p.ink),
  foldedMap: (p) =>
    polygon('6,22 34,12 34,84 6,94', p.fg) + polygon('34,12 66,22 66,94 34,84', p.soft) + polygon('66,22 94,12 94,84 66,94', p.fg)
    + stroke('M14 80 C28 62 46 78 56 58', p.ink, 3, 'stroke-dasharray="5 6"')
    + shape('M70 6 C59 6 51 14 51 25 C51 39 70 56 70 56 C70 56 89 39 89 25 C89 14 81 6 70 6Z', RED)
    + circle(70, 25, 7, p.fg),
  columns: (p) =>
    polygon('50,6 94,30 6,30', p.fg) + circle(50, 22, 4.5, p.accent)
    + rect(10, 32, 80, 8, 2, p.fg)
    + [14, 33, 53, 72].map((x) => rect(x, 44, 14, 36, 2, p.fg)).join('')
    + rect(6, 82, 88, 7, 2, p.fg) + rect(2, 90, 96, 6, 2, p.accent),
  people: (p) =>
    circle(22, 40, 10, p.accent) + shape('M6 84 C6 64 12 56 22 56 C32 56 38 64 38 84Z', p.accent)
    + circle(78, 40, 10, p.accent) + shape('M62 84 C62 64 68 56 78 56 C88 56 94 64 94 84Z', p.accent)
    + circle(50, 30, 13, p.fg) + shape('M28 88 C28 60 38 48 50 48 C62 48 72 60 72 88Z', p.fg),
  easel: (p) =>
    line(30, 92, 44, 20, p.ink, 5) + line(70, 92, 56, 20, p.ink, 5) + line(50, 20, 50, 96, p.ink, 5)
    + rect(14, 14, 72, 56, 4, p.fg)
    + clipped(20, 20, 60, 44, 2, rect(20, 20, 60, 44, 0, p.soft) + circle(64, 32, 7, p.accent) + polygon('14,66 38,38 54,58 62,50 86,66', p.base))
    + rect(10, 70, 80, 6, 3, p.ink),
  notes: (p) =>
    polygon('38,20 86,8 86,20 38,32', p.fg)
    + rect(38, 22, 6, 52, 2, p.fg) + rect(80, 10, 6, 56, 2, p.fg)
    + ellipse(30, 74, 13, 9.5, p.accent, 'transform="rotate(-20 30 74)"')
    + ellipse(72, 66, 13, 9.5, p.accent, 'transform="rotate(-20 72 66)"')
    + star(16, 22, 8, p.fg, opacity(0.8)),
  masks: (p) =>
    shape('M46 34 Q68 26 92 34 V60 C92 80 81 92 69 92 C57 92 46 80 46 60Z', p.accent)
    + ellipse(60, 52, 5, 3, p.ink) + ellipse(78, 52, 5, 3, p.ink) + stroke('M59 78 Q69 70 79 78', p.ink, 3.5)
    + shape('M8 18 Q31 10 54 18 V46 C54 66 43 78 31 78 C19 78 8 66 8 46Z', p.fg)
    + stroke('M16 40 Q21 34 26 40 M36 40 Q41 34 46 40', p.ink, 3.5) + stroke('M20 56 Q31 68 42 56', p.ink, 3.5),
  vase: (p) =>
    shape('M38 8 H62 V16 C62 22 56 24 56 30 C74 38 84 52 80 68 C76 84 64 92 50 92 C36 92 24 84 20 68 C16 52 26 38 44 30 C44 24 38 22 38 16Z', p.fg)
    + rect(24, 48, 52, 7, 2, p.accent)
    + stroke('M27 66 L33 60 L39 66 L45 60 L51 66 L57 60 L63 66 L69 60 L74 65', p.ink, 2.5)
    + circle(38, 78, 2.5, p.base) + circle(50, 80, 2.5, p.base) + circle(62, 78, 2.5, p.base)
    + rect(36, 6, 28, 6, 3, p.accent),
  codeWindow: (p) =>
    rect(6, 12, 88, 76, 10, p.fg) + shape('M6 30 V22 Q6 12 16 12 H84 Q94 12 94 22 V30Z', p.ink)
    + circle(17, 21, 3.5, CORAL) + circle(28, 21, 3.5, p.accent) + circle(39, 21, 3.5, GREEN)
    + rect(16, 40, 24, 6, 3, p.base) + rect(44, 40, 30, 6, 3, p.accent)
    + rect(26, 53, 42, 6, 3, p.ink, opacity(0.45)) + rect(26, 66, 22, 6, 3, p.base) + rect(52, 66, 18, 6, 3, p.ink, opacity(0.3))
    + rect(16, 78, 16, 5, 2.5, p.ink, opacity(0.45)),
  phoneShield: (p) =>
    rect(20, 6, 46, 86, 9, p.fg) + rect(25, 14, 36, 64, 3, p.soft) + circle(43, 85, 3, p.ink)
    + textLines(30, 22, [24, 18, 22], 5, 5, p.base)
    + shape('M72 38 L94 46 V62 C94 77 84 88 72 93 C60 88 50 77 50 62 V46Z', p.accent)
    + check(72, 64, 20, p.ink, 5),
  robot: (p) =>
    line(50, 6, 50, 18, p.fg, 4) + circle(50, 6, 5, p.accent)
    + rect(10, 32, 8, 18, 3, p.accent) + rect(82, 32, 8, 18, 3, p.accent)
    + rect(18, 18, 64, 48, 12, p.fg)
    + circle(36, 40, 8, p.ink) + circle(64, 40, 8, p.ink) + circle(38.5, 37.5, 2.5, p.fg) + circle(66.5, 37.5, 2.5, p.fg)
    + rect(36, 53, 28, 6, 3, p.accent)
    + rect(26, 70, 48, 26, 10, p.fg) + circle(50, 82, 5, p.accent),
  database: (p) =>
    [64, 40, 16].map((y) =>
      shape(`M16 ${y} V${y + 18} A34 10 0 0 0 84 ${y + 18} V${y}Z`, p.fg)
      + ellipse(50, y, 34, 10, p.soft)
      + circle(72, y + 16, 3.5, p.accent)).join(''),
  basketball: (p) =>
    circle(50, 50, 40, ORANGE)
    + stroke('M50 10 V90 M10 50 H90 M22 22 C38 38 38 62 22 78 M78 22 C62 38 62 62 78 78', p.ink, 3)
    + circle(50, 50, 40, 'none', `stroke="${p.ink}" stroke-width="3"`),
  dumbbell: (p) =>
    group(
      rect(18, 45, 64, 10, 4, p.fg)
      + rect(6, 30, 10, 40, 4, p.fg) + rect(16, 22, 13, 56, 4, p.accent)
      + rect(71, 22, 13, 56, 4, p.accent) + rect(84, 30, 10, 40, 4, p.fg),
      'rotate(-30 50 50)',
    ),
  apple: (p) =>
    shape('M50 28 C40 20 18 20 14 44 C10 66 28 92 42 90 C46 89 48 87 50 87 C52 87 54 89 58 90 C72 92 90 66 86 44 C82 20 60 20 50 28Z', RED)
    + ellipse(30, 46, 6, 10, p.fg, `opacity="0.45" transform="rotate(20 30 46)"`)
    + rect(47, 10, 5, 18, 2.5, p.ink)
    + shape('M54 20 C60 8 74 8 80 12 C74 20 62 24 54 20Z', LEAF),
  smile: (p) =>
    circle(50, 50, 40, p.fg)
    + stroke('M30 42 Q36 34 42 42 M58 42 Q64 34 70 42', p.ink, 4.5)
    + stroke('M30 58 Q50 78 70 58', p.ink, 4.5)
    + circle(26, 58, 6, PINK, opacity(0.7)) + circle(74, 58, 6, PINK, opacity(0.7))
    + heart(84, 18, 22, p.accent),
  firstAid: (p) =>
    stroke('M36 24 V16 Q36 10 42 10 H58 Q64 10 64 16 V24', p.fg, 6)
    + rect(8, 24, 84, 64, 10, p.fg)
    + rect(42, 36, 16, 40, 3, RED) + rect(30, 48, 40, 16, 3, RED),
  mosque: (p) =>
    rect(8, 36, 10, 54, 2, p.fg) + polygon('7,36 13,20 19,36', p.accent)
    + rect(82, 36, 10, 54, 2, p.fg) + polygon('81,36 87,20 93,36', p.accent)
    + shape('M26 54 C26 34 40 26 50 16 C60 26 74 34 74 54Z', p.fg) + circle(50, 11, 4, p.accent)
    + rect(22, 54, 56, 36, 2, p.fg)
    + shape('M42 90 V74 C42 68 46 64 50 64 C54 64 58 68 58 74 V90Z', p.ink)
    + shape('M28 74 V66 C28 62 34 62 34 66 V74Z', p.ink) + shape('M66 74 V66 C66 62 72 62 72 66 V74Z', p.ink)
    + rect(4, 90, 92, 6, 2, p.accent),
  church: (p) =>
    rect(46.5, 0, 7, 16, 1.5, p.fg) + rect(42, 4, 16, 6, 1.5, p.fg)
    + polygon('38,30 50,14 62,30', p.accent) + rect(40, 30, 20, 18, 0, p.fg)
    + polygon('14,52 50,32 86,52', p.accent) + rect(20, 50, 60, 40, 2, p.fg)
    + circle(50, 60, 5.5, p.ink)
    + shape('M42 90 V78 C42 72 46 70 50 70 C54 70 58 72 58 78 V90Z', p.ink)
    + rect(4, 90, 92, 6, 2, p.accent),
  stupa: (p) =>
    polygon('45,34 50,4 55,34', p.fg) + rect(44, 16, 12, 3, 1.5, p.accent) + rect(43, 23, 14, 3, 1.5, p.accent)
    + rect(41, 32, 18, 8, 1, p.accent)
    + shape('M18 72 C28 68 30 54 34 47 C38 41 44 39 50 39 C56 39 62 41 66 47 C70 54 72 68 82 72Z', p.fg)
    + [[42, 56], [58, 56], [34, 64], [50, 64], [66, 64]].map(([x, y]) => polygon(`${x},${(y ?? 0) - 4} ${(x ?? 0) + 3},${y} ${x},${(y ?? 0) + 4} ${(x ?? 0) - 3},${y}`, p.base)).join('')
    + rect(12, 72, 76, 8, 2, p.accent) + rect(6, 80, 88, 12, 2, p.fg)
    + [14, 30, 46, 62, 78].map((x) => rect(x, 84, 8, 4, 1, p.base)).join(''),
  scale: (p) =>
    rect(47, 18, 6, 66, 3, p.fg) + rect(28, 84, 44, 8, 4, p.fg)
    + rect(10, 20, 80, 6, 3, p.fg) + circle(50, 16, 6, p.accent)
    + stroke('M16 24 L6 56 M16 24 L28 56 M84 24 L72 56 M84 24 L94 56', p.fg, 2)
    + shape('M4 56 H30 C30 66 24 71 17 71 C10 71 4 66 4 56Z', p.accent)
    + shape('M70 56 H96 C96 66 90 71 83 71 C76 71 70 66 70 56Z', p.accent),
  marketStall: (p) =>
    rect(14, 30, 6, 58, 2, p.fg) + rect(80, 30, 6, 58, 2, p.fg)
    + Array.from({ length: 6 }, (_, i) => rect(8 + i * 14, 12, 14, 18, 0, i % 2 === 0 ? p.fg : p.accent)).join('')
    + Array.from({ length: 6 }, (_, i) => circle(15 + i * 14, 30, 7, i % 2 === 0 ? p.fg : p.accent)).join('')
    + circle(30, 56, 7, RED) + circle(46, 56, 7, p.accent) + circle(62, 56, 7, LEAF) + circle(38, 50, 6, ORANGE)
    + rect(6, 62, 88, 26, 5, p.fg) + rect(6, 62, 88, 5, 2, p.ink, opacity(0.3)),
  calculator: (p) =>
    rect(18, 4, 64, 92, 10, p.fg) + rect(26, 12, 48, 20, 4, p.ink) + rect(52, 18, 16, 8, 2, p.accent)
    + Array.from({ length: 12 }, (_, i) => {
      const col = i % 3;
      const row = Math.floor(i / 3);
      return rect(26 + col * 17, 40 + row * 13.5, 13, 9.5, 3, i === 11 ? p.accent : p.soft);
    }).join(''),
  lightBulb: (p) =>
    shape('M50 8 C34 8 22 20 22 36 C22 48 30 55 36 63 V72 H64 V63 C70 55 78 48 78 36 C78 20 66 8 50 8Z', p.accent)
    + stroke('M41 50 L45 40 L50 50 L55 40 L59 50', p.ink, 3)
    + stroke('M33 33 C33 25 39 19 46 18', p.fg, 4)
    + rect(36, 74, 28, 6, 3, p.fg) + rect(38, 82, 24, 6, 3, p.fg) + rect(44, 89, 12, 6, 3, p.fg),
  piggyBank: (p) =>
    circle(49, 15, 10, p.accent) + rect(44, 13, 10, 3, 1.5, p.ink, opacity(0.5))
    + polygon('60,34 70,20 76,38', PINK)
    + rect(26, 70, 11, 18, 4, PINK) + rect(58, 70, 11, 18, 4, PINK)
    + stroke('M16 54 C6 50 8 40 15 44', p.fg, 3.5)
    + ellipse(50, 56, 35, 27, p.fg)
    + ellipse(84, 57, 9, 8, PINK) + circle(81, 56, 1.8, p.ink) + circle(87, 56, 1.8, p.ink)
    + circle(70, 47, 3, p.ink) + rect(40, 31, 18, 4, 2, p.ink),
  sprout: (p) =>
    circle(18, 16, 9, p.accent)
    + line(50, 84, 50, 46, p.fg, 5)
    + shape('M50 60 C36 62 18 54 16 36 C34 34 48 44 50 60Z', p.fg)
    + shape('M50 48 C52 28 66 16 86 18 C86 36 70 48 50 48Z', LEAF)
    + shape('M4 82 Q50 66 96 82 V94 H4Z', BROWN),
  chefHat: (p) =>
    circle(29, 40, 19, p.fg) + circle(50, 30, 23, p.fg) + circle(71, 40, 19, p.fg)
    + rect(28, 40, 44, 36, 4, p.fg)
    + rect(25, 68, 50, 18, 5, p.soft) + rect(25, 68, 50, 5, 2, p.accent)
    + line(40, 50, 40, 64, p.soft, 3) + line(60, 50, 60, 64, p.soft, 3),
  suitcase: (p) =>
    stroke('M38 24 V16 Q38 10 44 10 H56 Q62 10 62 16 V24', p.fg, 6)
    + rect(8, 24, 84, 62, 10, p.accent)
    + rect(26, 24, 7, 62, 0, p.fg, opacity(0.85)) + rect(67, 24, 7, 62, 0, p.fg, opacity(0.85))
    + circle(50, 46, 8, p.fg) + rect(42, 62, 16, 10, 3, RED)
    + circle(22, 90, 4.5, p.ink) + circle(78, 90, 4.5, p.ink),
  car: (p) =>
    shape('M8 64 V52 Q8 45 15 43 L27 41 L37 24 Q40 20 46 20 H64 Q70 20 73 25 L82 41 Q92 43 92 52 V64 Q92 70 86 70 H14 Q8 70 8 64Z', p.fg)
    + shape('M40 28 Q41 26 44 26 H52 V41 H32Z', p.soft) + shape('M58 26 H64 Q67 26 68 28 L76 41 H58Z', p.soft)
    + circle(28, 70, 12, p.ink) + circle(28, 70, 5, p.soft) + circle(72, 70, 12, p.ink) + circle(72, 70, 5, p.soft)
    + rect(84, 48, 8, 6, 2, p.accent) + rect(8, 50, 6, 6, 2, CORAL),
  shirt: (p) =>
    shape('M34 10 L14 20 L4 40 L20 48 L26 40 V90 H74 V40 L80 48 L96 40 L86 20 L66 10 C62 18 56 22 50 22 C44 22 38 18 34 10Z', p.fg)
    + [[38, 52], [50, 64], [62, 52], [38, 76], [62, 76]].map(([x, y]) => polygon(`${x},${(y ?? 0) - 6} ${(x ?? 0) + 6},${y} ${x},${(y ?? 0) + 6} ${(x ?? 0) - 6},${y}`, p.accent)).join('')
    + stroke('M34 10 C38 18 44 22 50 22 C56 22 62 18 66 10', p.soft, 3),
  flashcards: (p) =>
    group(rect(14, 20, 56, 70, 8, p.soft), 'rotate(-14 50 50)')
    + group(rect(22, 16, 56, 70, 8, p.accent), 'rotate(-4 50 50)')
    + group(rect(30, 12, 56, 70, 8, p.fg) + stroke('M46 64 L58 30 L70 64 M51 52 H65', p.ink, 6), 'rotate(8 50 50)'),
  documentSearch: (p) =>
    rect(10, 6, 58, 78, 7, p.fg) + textLines(19, 18, [40, 34, 40, 24, 36], 5, 7, p.ink, opacity(0.35))
    + circle(64, 62, 18, p.soft, `stroke="${p.accent}" stroke-width="7"`)
    + line(77, 75, 92, 90, p.accent, 10),
  talkingHead: (p) =>
    circle(30, 46, 14, p.fg) + shape('M6 94 C6 72 16 62 30 62 C44 62 54 72 54 94Z', p.fg)
    + rect(46, 6, 50, 36, 11, p.accent) + shape('M56 40 L50 54 L68 42Z', p.accent)
    + circle(60, 24, 3.8, p.ink) + circle(71, 24, 3.8, p.ink) + circle(82, 24, 3.8, p.ink),
  answerTiles: (p) =>
    rect(6, 6, 41, 41, 10, p.fg) + rect(53, 6, 41, 41, 10, p.fg) + rect(6, 53, 41, 41, 10, p.fg) + rect(53, 53, 41, 41, 10, p.accent)
    + rect(16, 24, 21, 5, 2.5, p.soft) + rect(63, 24, 21, 5, 2.5, p.soft) + rect(16, 71, 21, 5, 2.5, p.soft)
    + check(73.5, 73.5, 22, p.ink, 5.5),
  pictureFrame: (p) =>
    rect(6, 12, 88, 76, 9, p.fg)
    + clipped(14, 20, 72, 60, 4, rect(14, 20, 72, 60, 0, p.soft) + circle(68, 36, 8, p.accent)
      + polygon('8,86 38,46 56,68 66,58 94,86', p.base) + polygon('50,86 66,58 94,86', p.ink, opacity(0.35))),
  pencilPaper: (p) =>
    rect(8, 8, 60, 84, 7, p.fg) + textLines(18, 24, [40, 34, 40, 26], 5, 9, p.ink, opacity(0.3))
    + group(
      rect(62, 22, 16, 52, 2, p.accent) + rect(62, 14, 16, 9, 2, PINK)
      + polygon('62,74 78,74 70,90', '#F6D7A7') + polygon('67.3,84.5 72.7,84.5 70,90', p.ink),
      'rotate(35 70 55)',
    ),
  headphones: (p) =>
    stroke('M18 62 V50 C18 30 32 14 50 14 C68 14 82 30 82 50 V62', p.fg, 8)
    + rect(8, 52, 20, 34, 8, p.accent) + rect(72, 52, 20, 34, 8, p.accent)
    + stroke('M22 84 Q28 94 42 92', p.fg, 4) + circle(46, 92, 5, p.fg),
  magnifier: (p) =>
    line(62, 62, 88, 88, p.fg, 13)
    + circle(42, 42, 30, p.soft, `stroke="${p.fg}" stroke-width="9"`)
    + rect(30, 30, 24, 24, 5, p.accent) + stroke('M37 49 L42 36 L47 49 M39 45 H45', p.ink, 3)
    + stroke('M24 34 C25 28 29 24 34 22', p.fg, 4),
  fallingTiles: (p) =>
    stroke('M25 2 V10 M55 14 V24 M81 0 V6', p.fg, 3, opacity(0.6))
    + group(rect(14, 12, 22, 22, 5, p.accent), 'rotate(-10 25 23)')
    + group(rect(44, 28, 22, 22, 5, p.fg), 'rotate(8 55 39)')
    + group(rect(70, 8, 22, 22, 5, p.soft), 'rotate(-6 81 19)')
    + [8, 34, 60].map((x, i) => rect(x, 68, 24, 24, 5, i === 1 ? p.accent : p.fg)).join('')
    + rect(86, 68, 10, 24, 3, p.fg, opacity(0.4)),
  pictureCards: (p) =>
    group(rect(6, 16, 44, 60, 7, p.fg)
      + clipped(11, 21, 34, 30, 3, rect(11, 21, 34, 30, 0, p.soft) + circle(36, 29, 4, p.accent) + polygon('6,56 22,36 34,48 48,56', p.base))
      + textLines(12, 58, [30, 20], 4, 4, p.ink, opacity(0.35)), 'rotate(-8 28 46)')
    + group(rect(50, 20, 44, 60, 7, p.accent) + textLines(58, 36, [28, 22, 28, 16], 5, 6, p.ink, opacity(0.5)), 'rotate(8 72 50)')
    + circle(50, 86, 11, p.fg) + check(50, 86, 12, p.base, 4),
  camera: (p) =>
    rect(30, 16, 30, 16, 4, p.fg) + rect(12, 20, 12, 8, 2, p.accent)
    + rect(6, 26, 88, 60, 11, p.fg)
    + circle(50, 56, 21, p.ink) + circle(50, 56, 14, p.soft) + circle(45, 51, 4.5, p.fg)
    + rect(74, 34, 12, 8, 2, p.accent),
  puzzle: (p) =>
    shape('M12 32 H32 A9 9 0 1 1 50 32 H70 V50 A9 9 0 1 1 70 68 V88 H12Z', p.fg)
    + group(shape('M12 32 H32 A9 9 0 1 1 50 32 H70 V50 A9 9 0 1 1 70 68 V88 H12Z', p.accent), 'translate(58 -2) scale(0.42) rotate(14 40 60)'),
  pictureTalk: (p) =>
    rect(6, 10, 88, 62, 12, p.fg) + shape('M24 70 L18 90 L42 72Z', p.fg)
    + clipped(13, 17, 40, 48, 6, rect(13, 17, 40, 48, 0, p.soft) + circle(42, 28, 5, p.accent) + polygon('6,70 26,40 40,56 56,70', p.base))
    + textLines(60, 24, [26, 18], 6, 6, p.ink, opacity(0.4)) + rect(60, 50, 26, 11, 5.5, p.accent),
  thoughtCloud: (p) =>
    circle(34, 44, 20, p.fg) + circle(56, 34, 24, p.fg) + circle(74, 48, 18, p.fg) + rect(20, 44, 64, 24, 12, p.fg)
    + circle(26, 80, 7, p.fg) + circle(14, 92, 4.5, p.fg)
    + circle(54, 44, 10, p.accent) + rect(49, 54, 10, 6, 2, p.ink)
    + stroke('M54 26 V30 M38 36 L41 39 M70 36 L67 39', p.accent, 3),
  target: (p) =>
    circle(46, 54, 40, p.fg) + circle(46, 54, 30, p.accent) + circle(46, 54, 20, p.fg) + circle(46, 54, 10, p.base)
    + line(48, 52, 84, 16, p.ink, 5) + polygon('78,10 96,4 90,22', p.ink),
  stopwatch: (p) =>
    rect(43, 6, 14, 12, 3, p.accent) + group(rect(74, 16, 10, 8, 2, p.accent), 'rotate(45 79 20)')
    + circle(50, 56, 38, p.fg) + circle(50, 56, 29, p.soft)
    + stroke('M50 27 A29 29 0 0 1 79 56', p.accent, 6)
    + line(50, 56, 50, 36, p.ink, 5) + line(50, 56, 64, 64, CORAL, 3.5) + circle(50, 56, 4.5, p.ink),
  houseChat: (p) =>
    rect(10, 48, 52, 42, 3, p.fg) + polygon('2,52 36,20 70,52', p.accent)
    + rect(28, 66, 14, 24, 2, p.ink) + rect(46, 58, 10, 10, 2, p.soft)
    + rect(54, 6, 42, 28, 9, p.fg) + shape('M62 32 L58 44 L72 34Z', p.fg)
    + circle(66, 20, 3.2, p.ink) + circle(75, 20, 3.2, p.ink) + circle(84, 20, 3.2, p.ink),
  scroll: (p) =>
    rect(20, 14, 60, 72, 3, p.fg)
    + rect(12, 8, 76, 14, 7, p.soft) + rect(12, 80, 76, 14, 7, p.soft)
    + rect(28, 32, 44, 5, 2.5, p.ink, opacity(0.35)) + rect(28, 44, 18, 5, 2.5, p.ink, opacity(0.35))
    + rect(50, 41, 22, 11, 3, p.accent) + rect(28, 58, 44, 5, 2.5, p.ink, opacity(0.35)) + rect(28, 69, 30, 5, 2.5, p.ink, opacity(0.35)),
  megaphone: (p) =>
    shape('M30 62 L36 86 H46 L42 62Z', p.ink)
    + shape('M12 40 H30 L72 16 V84 L30 60 H12 Q8 60 8 56 V44 Q8 40 12 40Z', p.fg)
    + rect(68, 14, 10, 72, 5, p.accent)
    + stroke('M85 36 Q93 50 85 64', p.fg, 4) + stroke('M91 28 Q103 50 91 72', p.fg, 4, opacity(0.6)),
  compass: (p) =>
    circle(50, 50, 42, p.fg) + circle(50, 50, 33, p.soft)
    + [0, 90, 180, 270].map((a) => group(rect(48, 19, 4, 8, 2, p.ink), `rotate(${a} 50 50)`)).join('')
    + polygon('50,22 59,50 41,50', RED) + polygon('50,78 59,50 41,50', p.ink) + circle(50, 50, 5, p.fg),
  bee: (p) =>
    ellipse(40, 30, 12, 17, p.fg, `opacity="0.9" transform="rotate(-20 40 30)"`)
    + ellipse(60, 28, 12, 17, p.fg, `opacity="0.9" transform="rotate(20 60 28)"`)
    + polygon('22,56 10,52 10,60', p.ink)
    + ellipse(50, 56, 29, 22, GOLD)
    + rect(38, 36, 8, 40, 3, p.ink) + rect(55, 38, 8, 36, 3, p.ink)
    + stroke('M82 46 L86 34 M86 48 L94 38', p.ink, 2.5)
    + circle(81, 55, 11, p.ink) + circle(84, 52, 3, p.fg),
  memoryCards: (p) =>
    group(rect(30, 16, 40, 58, 7, p.soft), 'rotate(-18 50 90)')
    + group(rect(30, 16, 40, 58, 7, p.accent) + star(50, 45, 10, p.fg), 'rotate(18 50 90)')
    + rect(30, 14, 40, 58, 7, p.fg) + star(50, 43, 13, p.accent),
  bubbles: (p) =>
    circle(36, 62, 26, p.fg, opacity(0.95)) + circle(72, 34, 19, p.accent) + circle(74, 80, 12, p.soft) + circle(24, 20, 9, p.fg)
    + stroke('M22 56 C23 48 28 42 36 40', p.soft, 4) + stroke('M62 28 C63 24 66 21 70 20', p.fg, 3)
    + rect(24, 60, 24, 6, 3, p.base),
  rocket: (p) =>
    shape('M40 70 Q50 102 60 70Z', CORAL) + shape('M45 70 Q50 88 55 70Z', GOLD)
    + shape('M30 50 L14 70 V78 L30 70Z', p.accent) + shape('M70 50 L86 70 V78 L70 70Z', p.accent)
    + shape('M50 4 C66 16 72 38 70 64 H30 C28 38 34 16 50 4Z', p.fg)
    + circle(50, 34, 10, p.ink) + circle(50, 34, 5.5, p.soft) + rect(40, 62, 20, 8, 2, p.ink),
  treasureChest: (p) =>
    rect(10, 46, 80, 42, 6, BROWN)
    + shape('M10 48 V36 C10 22 26 14 50 14 C74 14 90 22 90 36 V48Z', '#C27C3E')
    + rect(22, 20, 8, 68, 0, GOLD) + rect(70, 20, 8, 68, 0, GOLD) + rect(10, 44, 80, 6, 0, GOLD)
    + rect(41, 40, 18, 20, 4, GOLD) + circle(50, 48, 3.5, p.ink) + rect(48.5, 49, 3, 7, 1, p.ink)
    + star(88, 10, 7, p.fg) + star(10, 12, 5, p.fg),
  starSticker: (p) =>
    star(50, 52, 44, p.accent, `stroke="${p.fg}" stroke-width="6" stroke-linejoin="round"`)
    + circle(41, 48, 3.5, p.ink) + circle(59, 48, 3.5, p.ink) + stroke('M42 59 Q50 66 58 59', p.ink, 3)
    + star(88, 14, 7, p.fg) + star(12, 86, 6, p.fg),
  basket: (p) =>
    stroke('M24 46 C24 12 76 12 76 46', p.fg, 6)
    + circle(34, 42, 10, RED) + circle(52, 38, 11, LEAF) + circle(68, 43, 9, ORANGE)
    + shape('M6 46 H94 L83 88 Q81 93 76 93 H24 Q19 93 17 88Z', p.accent)
    + stroke('M12 62 H88 M15 76 H85 M35 46 L37 93 M50 46 V93 M65 46 L63 93', p.ink, 2.5, opacity(0.35)),
  plane: (p) =>
    stroke('M8 92 C20 86 28 82 34 74', p.fg, 3, `stroke-dasharray="4 6" opacity="0.7"`)
    + group(
      polygon('50,36 94,56 94,63 50,52 6,63 6,56', p.fg) + polygon('50,74 68,86 68,92 50,86 32,92 32,86', p.fg)
      + rect(44, 4, 12, 86, 6, p.fg) + rect(47, 12, 6, 10, 3, p.accent),
      'rotate(45 50 50)',
    ),
  friends: (p) =>
    circle(30, 42, 12, p.fg) + shape('M10 90 C10 68 20 60 30 60 C40 60 50 68 50 90Z', p.fg)
    + circle(70, 42, 12, p.accent) + shape('M50 90 C50 68 60 60 70 60 C80 60 90 68 90 90Z', p.accent)
    + heart(50, 16, 26, CORAL),
  lightning: (p) =>
    circle(50, 50, 44, p.fg, opacity(0.2))
    + polygon('58,4 18,56 46,56 36,96 82,40 54,40 68,4', p.accent, `stroke="${p.fg}" stroke-width="4" stroke-linejoin="round"`),
  microphone: (p) =>
    rect(34, 4, 32, 54, 16, p.fg)
    + stroke('M40 20 H60 M40 30 H60 M40 40 H60', p.soft, 3)
    + stroke('M22 42 C22 62 34 72 50 72 C66 72 78 62 78 42', p.accent, 6)
    + rect(47, 72, 6, 14, 2, p.accent) + rect(32, 86, 36, 7, 3.5, p.accent),
  crossword: (p) => {
    const pattern = ['11100', '10111', '11111', '00101', '01111'];
    return pattern.map((row, r) => row.split('').map((cell, c) => {
      const x = 4 + c * 19;
      const y = 4 + r * 19;
      if (cell === '0') return rect(x, y, 16, 16, 3, p.ink, opacity(0.5));
      return rect(x, y, 16, 16, 3, r === 2 ? p.accent : p.fg);
    }).join('')).join('');
  },
  gamepad: (p) =>
    shape('M26 26 H74 C88 26 96 40 96 58 C96 74 88 82 80 82 C72 82 68 72 60 68 H40 C32 72 28 82 20 82 C12 82 4 74 4 58 C4 40 12 26 26 26Z', p.fg)
    + rect(18, 46, 22, 8, 3, p.ink) + rect(25, 39, 8, 22, 3, p.ink)
    + circle(68, 44, 5.5, p.accent) + circle(80, 54, 5.5, CORAL) + circle(68, 62, 5.5, GREEN) + circle(56, 54, 5.5, p.base),
  chat: (p) =>
    rect(6, 10, 88, 60, 16, p.fg) + shape('M22 66 L16 90 L44 68Z', p.fg)
    + textLines(20, 26, [56, 40], 7, 9, p.ink, opacity(0.4)) + circle(80, 50, 8, p.accent),
} satisfies Record<string, Picto>;

type PictoName = keyof typeof pictograms;

type IconStyle = 'circle' | 'square' | 'hexagon' | 'badge';

function iconSvg(picto: PictoName, p: Palette, style: IconStyle): string {
  const gradient = uid('bg');
  const plate = {
    circle: circle(128, 128, 98, p.dark, opacity(0.22)),
    square: rect(34, 34, 188, 188, 44, p.dark, opacity(0.2)),
    hexagon: hexagon(128, 128, 106, p.dark, opacity(0.2)),
    badge: rect(26, 26, 204, 204, 56, p.fg, opacity(0.14)) + star(210, 46, 14, p.fg, opacity(0.5)) + star(46, 212, 9, p.fg, opacity(0.4)),
  }[style];
  return svgDocument(256, 256,
    `<defs>${linearGradient(gradient, p.light, p.dark)}</defs>`
    + rect(0, 0, 256, 256, 0, `url(#${gradient})`)
    + circle(226, 30, 72, p.fg, opacity(0.1)) + circle(24, 236, 58, p.fg, opacity(0.08))
    + plate
    + place(pictograms[picto], p, 56, 56, 144));
}

function scene(x: number, y: number, w: number, h: number, r: number, p: Palette, variant: number): string {
  const content = [
    () => rect(0, 0, 160, 100, 0, p.soft) + circle(124, 26, 12, p.accent) + circle(40, 24, 8, p.fg) + circle(50, 22, 10, p.fg) + circle(60, 25, 7, p.fg)
      + shape('M0 70 Q40 40 80 62 T160 56 V100 H0Z', p.light) + shape('M0 84 Q50 60 100 80 T160 76 V100 H0Z', p.base)
      + rect(34, 62, 4, 14, 1, p.ink) + circle(36, 58, 10, p.dark),
    () => rect(0, 0, 160, 100, 0, p.soft) + rect(0, 74, 160, 26, 0, p.light)
      + shape('M80 40 C72 32 52 32 48 52 C44 72 60 94 72 92 C76 91 78 89 80 89 C82 89 84 91 88 92 C100 94 116 72 112 52 C108 32 88 32 80 40Z', RED)
      + rect(78, 22, 4, 16, 2, p.ink) + shape('M82 30 C88 20 100 20 104 24 C98 32 88 34 82 30Z', LEAF)
      + ellipse(62, 56, 5, 9, p.fg, opacity(0.45)),
    () => rect(0, 0, 160, 100, 0, p.soft) + circle(30, 22, 10, p.accent)
      + rect(0, 80, 160, 20, 0, p.base) + rect(52, 44, 56, 38, 2, p.fg) + polygon('46,46 80,20 114,46', p.dark)
      + rect(74, 60, 12, 22, 2, p.ink) + rect(58, 52, 10, 10, 2, p.accent) + rect(92, 52, 10, 10, 2, p.accent)
      + circle(132, 70, 12, p.dark) + rect(130, 74, 4, 10, 1, p.ink),
    () => rect(0, 0, 160, 100, 0, p.light) + rect(0, 70, 160, 30, 0, p.base)
      + ellipse(80, 62, 30, 22, ORANGE) + circle(108, 44, 16, ORANGE) + polygon('96,34 100,18 108,30', ORANGE) + polygon('112,30 120,18 120,34', ORANGE)
      + circle(104, 42, 2.5, p.ink) + circle(114, 42, 2.5, p.ink) + stroke('M50 60 C38 52 38 40 46 36', ORANGE, 6),
  ][variant % 4];
  const scale = Math.max(w / 160, h / 100);
  const offsetX = x + (w - 160 * scale) / 2;
  const offsetY = y + (h - 100 * scale) / 2;
  const inner = group(content ? content() : '', `translate(${n(offsetX)} ${n(offsetY)}) scale(${n(scale)})`);
  return clipped(x, y, w, h, r, inner);
}

function pictureCard(x: number, y: number, w: number, h: number, p: Palette, variant: number): string {
  return rect(x + 6, y + 10, w, h, 32, p.ink, opacity(0.18)) + rect(x, y, w, h, 32, p.fg) + scene(x + 18, y + 18, w - 36, h - 36, 20, p, variant);
}

function shadowCard(x: number, y: number, w: number, h: number, r: number, p: Palette, fill = p.fg): string {
  return rect(x, y + 8, w, h, r, p.ink, opacity(0.18)) + rect(x, y, w, h, r, fill);
}

type DocBoard =
  | { kind: 'definition' }
  | { kind: 'falling' }
  | { kind: 'crossword' }
  | { kind: 'choices'; extra: 'rounds' | 'timer' | 'streak' | 'none'; scene: number }
  | { kind: 'memory' }
  | { kind: 'bubbles' }
  | { kind: 'honeycomb' }
  | { kind: 'platforms'; top: 'passage' | 'picture'; hero: 'runner' | 'rocket' }
  | { kind: 'reveal' }
  | { kind: 'album' }
  | { kind: 'dialogue'; setting: 'town' | 'market' }
  | { kind: 'keywords'; prompt: 'picture' | 'question' }
  | { kind: 'map' }
  | { kind: 'speech' };

function hud(p: Palette, picto: PictoName): string {
  return rect(24, 20, 1232, 76, 38, p.fg, opacity(0.2))
    + circle(74, 58, 31, p.base, `stroke="${p.fg}" stroke-width="5"`) + place(pictograms[picto], p, 52, 36, 44)
    + rect(120, 42, 190, 15, 7.5, p.fg, opacity(0.95)) + rect(120, 65, 120, 11, 5.5, p.fg, opacity(0.6))
    + rect(470, 50, 340, 16, 8, p.ink, opacity(0.3)) + rect(470, 50, 220, 16, 8, p.accent)
    + rect(880, 36, 170, 44, 22, p.fg) + star(906, 58, 14, p.accent) + rect(930, 52, 90, 12, 6, p.ink, opacity(0.7))
    + [1110, 1160, 1210].map((x, i) => heart(x, 59, 40, CORAL, i === 2 ? opacity(0.35) : '')).join('');
}

function tile(x: number, y: number, size: number, p: Palette, state: 'filled' | 'blank' | 'accent'): string {
  const fill = state === 'accent' ? p.accent : p.fg;
  const mark = state === 'blank'
    ? rect(x + size * 0.25, y + size * 0.7, size * 0.5, 6, 3, p.soft)
    : rect(x + size * 0.36, y + size * 0.25, size * 0.28, size * 0.5, 6, p.ink, opacity(0.75));
  return rect(x, y + 6, size, size, 16, p.ink, opacity(0.25)) + rect(x, y, size, size, 16, fill) + mark;
}

function answerButton(x: number, y: number, w: number, h: number, p: Palette, state: 'normal' | 'correct' | 'chosen'): string {
  const fill = state === 'correct' ? GREEN : p.fg;
  const bar = state === 'correct' ? p.fg : p.ink;
  return rect(x, y + 6, w, h, h / 2, p.ink, opacity(0.2)) + rect(x, y, w, h, h / 2, fill, state === 'chosen' ? `stroke="${p.accent}" stroke-width="6"` : '')
    + circle(x + h / 2 + 4, y + h / 2, h / 2 - 14, state === 'correct' ? p.fg : p.soft)
    + (state === 'correct' ? check(x + h / 2 + 4, y + h / 2, 24, GREEN, 5) : '')
    + rect(x + h + 16, y + h / 2 - 8, w * 0.45, 16, 8, bar, opacity(state === 'correct' ? 0.95 : 0.5));
}

function person(cx: number, groundY: number, scale: number, body: string, skin: string, ink: string, hair: string): string {
  return group(
    shape('M-40 0 C-40 -50 -24 -70 0 -70 C24 -70 40 -50 40 0Z', body)
    + circle(0, -98, 30, skin)
    + shape('M-31 -98 C-33 -124 -14 -132 0 -132 C18 -132 34 -122 31 -98 C26 -112 10 -116 -4 -110 C-14 -116 -26 -110 -31 -98Z', hair) + circle(-10, -100, 4, ink) + circle(10, -100, 4, ink) + stroke('M-9 -86 Q0 -80 9 -86', ink, 3),
    `translate(${n(cx)} ${n(groundY)}) scale(${n(scale)})`,
  );
}

function speechBubble(x: number, y: number, w: number, h: number, fill: string, tail: 'left' | 'right', lines: string): string {
  const tailPath = tail === 'left'
    ? `M${x + 30} ${y + h - 2} L${x + 18} ${y + h + 26} L${x + 60} ${y + h - 2}Z`
    : `M${x + w - 30} ${y + h - 2} L${x + w - 18} ${y + h + 26} L${x + w - 60} ${y + h - 2}Z`;
  return rect(x, y, w, h, 28, fill) + shape(tailPath, fill) + lines;
}

function docBoard(board: DocBoard, p: Palette, picto: PictoName): string {
  switch (board.kind) {
    case 'definition': {
      const tiles = (['accent', 'blank', 'filled', 'blank', 'blank', 'accent', 'blank'] as const)
        .map((state, i) => tile(298 + i * 100, 372, 84, p, state)).join('');
      const hints = [290, 530, 770].map((x, i) =>
        rect(x, 516, 220, 72, 36, p.fg, opacity(i === 0 ? 0.55 : 1))
        + circle(x + 40, 548, 14, p.accent) + rect(x + 35, 562, 10, 8, 3, p.ink)
        + rect(x + 70, 544, 110, 12, 6, p.ink, opacity(0.5))).join('');
      return shadowCard(240, 130, 800, 200, 30, p)
        + circle(300, 190, 26, p.soft) + place(pictograms.lightBulb, p, 282, 172, 36)
        + textLines(350, 172, [560, 620, 380], 18, 16, p.ink, opacity(0.3))
        + tiles + hints;
    }
    case 'falling': {
      const falling = [[180, 160, 'accent'], [420, 260, 'filled'], [640, 140, 'filled'], [860, 300, 'accent'], [1060, 190, 'filled']] as const;
      return falling.map(([x, y, state]) =>
        stroke(`M${x + 42} ${y - 70} V${y - 20}`, p.fg, 6, opacity(0.45)) + tile(x, y, 84, p, state)).join('')
        + rect(330, 470, 620, 110, 30, p.ink, opacity(0.25))
        + [0, 1, 2, 3, 4, 5].map((i) => (i < 3 ? tile(352 + i * 98, 484, 80, p, i === 1 ? 'accent' : 'filled') : rect(352 + i * 98, 484, 80, 80, 16, p.fg, opacity(0.3)))).join('')
        + rect(560, 618, 160, 26, 13, p.accent);
    }
    case 'crossword': {
      const pattern = ['111110011', '100011111', '111111001', '001000111', '111111101', '100010111'];
      const grid = pattern.map((row, r) => row.split('').map((cell, c) => {
        const x = 150 + c * 64;
        const y = 140 + r * 64;
        if (cell === '0') return '';
        const active = r === 2 && c < 6;
        return rect(x, y, 58, 58, 10, active ? p.accent : p.fg) + (((r + c) % 3 === 0 && !active) ? rect(x + 20, y + 14, 18, 30, 5, p.ink, opacity(0.6)) : '');
      }).join('')).join('');
      return rect(130, 120, 616, 424, 28, p.ink, opacity(0.25)) + grid
        + shadowCard(800, 130, 350, 440, 30, p)
        + circle(850, 180, 24, p.accent) + textLines(890, 170, [200, 140], 14, 10, p.ink, opacity(0.5))
        + textLines(830, 250, [290, 250, 290, 200], 14, 14, p.ink, opacity(0.25))
        + [0, 1, 2].map((i) => circle(850 + i * 56, 420, 20, i === 0 ? p.accent : p.soft) + rect(843 + i * 56, 412, 14, 16, 4, p.ink, opacity(0.5))).join('');
    }
    case 'choices': {
      const extra = {
        rounds: [0, 1, 2, 3].map((i) => circle(760 + i * 60, 150, 18, i < 2 ? p.accent : p.fg, i < 2 ? '' : opacity(0.5))).join(''),
        timer: circle(560, 160, 46, p.fg) + stroke('M560 128 A32 32 0 1 1 528 160', p.accent, 10) + circle(560, 160, 8, p.ink),
        streak: [0, 1, 2].map((i) => shape(`M${760 + i * 56} 178 C${740 + i * 56} 160 ${752 + i * 56} 140 ${766 + i * 56} 124 C${770 + i * 56} 144 ${786 + i * 56} 152 ${776 + i * 56} 178Z`, i < 2 ? ORANGE : p.fg, i < 2 ? '' : opacity(0.5))).join(''),
        none: '',
      }[board.extra];
      const states = ['normal', 'correct', 'normal', 'normal'] as const;
      return pictureCard(120, 140, 520, 460, p, board.scene)
        + extra
        + states.map((state, i) => answerButton(720, 210 + i * 104, 440, 80, p, state)).join('');
    }
    case 'memory': {
      const cards: string[] = [];
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 5; c++) {
          const x = 192 + c * 184;
          const y = 140 + r * 168;
          const i = r * 5 + c;
          if (i === 3 || i === 9) {
            cards.push(shadowCard(x, y, 160, 140, 22, p) + scene(x + 12, y + 12, 136, 116, 14, p, i));
          } else if (i === 6) {
            cards.push(shadowCard(x, y, 160, 140, 22, p) + textLines(x + 30, y + 50, [100, 70], 14, 12, p.ink, opacity(0.5)));
          } else if (i === 12 || i === 1) {
            cards.push(rect(x, y, 160, 140, 22, p.fg, opacity(0.3)) + circle(x + 80, y + 70, 28, GREEN) + check(x + 80, y + 70, 28, p.fg, 6));
          } else {
            cards.push(shadowCard(x, y, 160, 140, 22, p, p.dark) + star(x + 80, y + 70, 30, p.fg, opacity(0.35)) + rect(x + 12, y + 12, 136, 116, 14, 'none', `stroke="${p.fg}" stroke-width="3" opacity="0.3"`));
          }
        }
      }
      return cards.join('');
    }
    case 'bubbles': {
      const bubbles = [[250, 250, 90], [380, 520, 76], [1010, 260, 92], [900, 540, 80], [640, 610, 60]] as const;
      return pictureCard(480, 190, 320, 300, p, 3)
        + bubbles.map(([x, y, r], i) =>
          circle(x, y, r, p.fg, opacity(i === 2 ? 1 : 0.8)) + stroke(`M${x - r * 0.6} ${y - r * 0.1} C${x - r * 0.55} ${y - r * 0.5} ${x - r * 0.3} ${y - r * 0.65} ${x} ${y - r * 0.7}`, p.soft, 6)
          + rect(x - r * 0.5, y - 8, r, 16, 8, i === 2 ? p.base : p.ink, opacity(0.6))).join('')
        + [0, 45, 90, 135, 180, 225, 270, 315].map((a) => group(line(1010, 140, 1010, 120, p.accent, 8), `rotate(${a} 1010 260)`)).join('');
    }
    case 'honeycomb': {
      const cells: string[] = [];
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 4; c++) {
          const cx = 720 + c * 104 + (r % 2) * 52;
          const cy = 250 + r * 90;
          const filled = (r * 4 + c) % 3 === 0;
          cells.push(hexagon(cx, cy, 56, p.ink, opacity(0.2)) + hexagon(cx, cy - 4, 52, filled ? GOLD : p.fg)
            + (filled ? rect(cx - 9, cy - 24, 18, 40, 5, p.ink, opacity(0.7)) : rect(cx - 20, cy + 12, 40, 6, 3, p.soft)));
        }
      }
      return pictureCard(110, 150, 460, 420, p, 0) + cells.join('')
        + place(pictograms.bee, p, 1050, 500, 150) + stroke('M980 620 C1010 600 1020 590 1050 580', p.fg, 4, `stroke-dasharray="8 10" opacity="0.7"`);
    }
    case 'platforms': {
      const gap = (x: number, y: number, w: number, filled: boolean): string => filled
        ? rect(x, y, w, 34, 10, p.accent) + rect(x + 24, y + 11, w - 48, 12, 6, p.ink, opacity(0.6))
        : rect(x, y, w, 34, 10, 'none', `stroke="${p.accent}" stroke-width="5" stroke-dasharray="10 8"`);
      const top = board.top === 'passage'
        ? shadowCard(160, 124, 960, 200, 30, p)
          + rect(210, 162, 380, 16, 8, p.ink, opacity(0.3)) + gap(610, 153, 150, true) + rect(780, 162, 290, 16, 8, p.ink, opacity(0.3))
          + rect(210, 218, 300, 16, 8, p.ink, opacity(0.3)) + gap(530, 209, 160, false) + rect(710, 218, 250, 16, 8, p.ink, opacity(0.3))
          + rect(210, 274, 520, 16, 8, p.ink, opacity(0.3))
        : pictureCard(140, 130, 300, 240, p, 2);
      const platforms = board.top === 'passage'
        ? [[380, 470, false], [640, 420, true], [900, 470, false]] as const
        : [[520, 520, false], [760, 420, true], [1000, 310, false]] as const;
      const hero = board.hero === 'runner'
        ? person(200, 630, 1.3, p.accent, '#F6D7A7', p.ink, '#3B2A20') + stroke('M90 540 H130 M80 570 H125', p.fg, 7, opacity(0.6))
        : place(pictograms.rocket, p, 250, 430, 180);
      return top
        + platforms.map(([x, y, good]) => rect(x, y + 10, 220, 44, 22, p.ink, opacity(0.25)) + rect(x, y, 220, 44, 22, good ? p.accent : p.fg)
          + rect(x + 50, y + 15, 120, 14, 7, p.ink, opacity(0.55))).join('')
        + shape('M0 640 Q320 610 640 640 T1280 630 V720 H0Z', p.dark, opacity(0.6))
        + hero;
    }
    case 'reveal': {
      const tiles: string[] = [];
      for (let r = 0; r < 4; r++) {
        for (let c = 0; c < 6; c++) {
          if ([2, 3, 8, 9, 14].includes(r * 6 + c)) continue;
          const x = 330 + c * 104;
          const y = 150 + r * 104;
          tiles.push(rect(x, y, 100, 100, 10, BROWN) + circle(x + 30, y + 34, 6, '#8B5A2B') + circle(x + 66, y + 62, 8, '#8B5A2B'));
        }
      }
      return rect(316, 136, 648, 440, 26, p.fg) + scene(330, 150, 620, 412, 16, p, 3) + tiles.join('')
        + place(pictograms.treasureChest, p, 1010, 400, 190)
        + rect(400, 610, 480, 64, 32, p.fg) + rect(440, 634, 200, 16, 8, p.ink, opacity(0.3)) + circle(842, 642, 24, p.accent);
    }
    case 'album': {
      const page = (x: number, filledSlots: number[]): string =>
        shadowCard(x, 130, 440, 480, 22, p)
        + [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => {
          const cx = x + 80 + (i % 3) * 140;
          const cy = 215 + Math.floor(i / 3) * 140;
          return filledSlots.includes(i)
            ? circle(cx, cy, 54, i % 2 === 0 ? p.accent : p.base) + star(cx, cy, 30, p.fg)
            : circle(cx, cy, 52, 'none', `stroke="${p.soft}" stroke-width="5" stroke-dasharray="12 10"`);
        }).join('');
      return page(180, [0, 1, 2, 4, 5, 7]) + page(660, [0, 3]) + rect(620, 130, 40, 480, 0, p.soft)
        + star(1160, 140, 40, GOLD, `stroke="${p.fg}" stroke-width="6"`);
    }
    case 'dialogue': {
      const setting = board.setting === 'town'
        ? [[60, 230, 200, 300], [300, 280, 170, 250], [900, 250, 160, 280], [1090, 200, 170, 330]].map(([x, y, w, h]) =>
          rect(x ?? 0, y ?? 0, w ?? 0, h ?? 0, 10, p.light, opacity(0.9))
          + Array.from({ length: 6 }, (_, i) => rect((x ?? 0) + 26 + (i % 2) * ((w ?? 0) / 2 - 10), (y ?? 0) + 30 + Math.floor(i / 2) * 70, 40, 40, 6, p.fg, opacity(0.6))).join('')).join('')
        : [80, 920].map((x) =>
          Array.from({ length: 5 }, (_, i) => rect(x + i * 56, 250, 56, 60, 0, i % 2 === 0 ? p.fg : p.accent)).join('')
          + rect(x + 10, 310, 10, 220, 0, p.fg) + rect(x + 260, 310, 10, 220, 0, p.fg)
          + rect(x - 10, 440, 300, 90, 12, p.light)
          + circle(x + 60, 430, 26, RED) + circle(x + 130, 430, 26, GOLD) + circle(x + 200, 430, 26, LEAF)).join('');
      return setting + shape('M0 530 H1280 V720 H0Z', p.dark, opacity(0.5))
        + person(380, 560, 1.6, p.accent, '#F6D7A7', p.ink, '#3B2A20')
        + person(900, 560, 1.6, p.fg, '#C68B59', p.ink, '#1E1A18')
        + speechBubble(560, 130, 480, 120, p.fg, 'right', textLines(600, 166, [380, 260], 16, 16, p.ink, opacity(0.45)))
        + [0, 1, 2].map((i) => answerButton(300 + i * 240 - 60, 600, 220, 72, p, i === 1 ? 'chosen' : 'normal')).join('');
    }
    case 'keywords': {
      const prompt = board.prompt === 'picture'
        ? pictureCard(110, 140, 480, 440, p, 2)
        : shadowCard(110, 140, 480, 440, 32, p) + circle(350, 250, 60, p.soft) + place(pictograms[picto], p, 300, 200, 100)
          + textLines(170, 360, [360, 300, 340], 18, 20, p.ink, opacity(0.35));
      return prompt
        + shadowCard(660, 140, 500, 260, 30, p)
        + textLines(700, 180, [400, 360, 420, 240], 16, 22, p.ink, opacity(0.25))
        + circle(1100, 350, 30, p.accent) + place(pictograms.microphone, p, 1082, 330, 36)
        + [[660, 130, true], [810, 110, true], [940, 150, false], [660, 140, false], [820, 120, true]].map(([x, w, on], i) =>
          rect(Number(x), i < 3 ? 440 : 510, Number(w), 52, 26, on ? p.accent : p.fg, on ? '' : opacity(0.6))
          + rect(Number(x) + 24, (i < 3 ? 440 : 510) + 20, Number(w) - 48, 12, 6, p.ink, opacity(0.55))).join('')
        + [0, 1, 2].map((i) => star(1020 + i * 52, 600, 22, i < 2 ? GOLD : p.fg, i < 2 ? '' : opacity(0.5))).join('');
    }
    case 'map': {
      const nodes = [[140, 560], [330, 420], [520, 540], [700, 360], [560, 200], [330, 220]] as const;
      const route = 'M140 560 C220 460 260 420 330 420 S460 560 520 540 S660 400 700 360 S620 210 560 200 S380 160 330 220';
      return stroke(route, p.fg, 14, `stroke-dasharray="2 26" opacity="0.8"`)
        + nodes.map(([x, y], i) => {
          if (i < 3) return circle(x, y, 36, p.accent) + check(x, y, 30, p.ink, 6);
          if (i === 3) return circle(x, y, 58, p.fg, opacity(0.3)) + circle(x, y, 42, p.fg) + star(x, y, 22, p.accent);
          return circle(x, y, 32, p.ink, opacity(0.35)) + rect(x - 12, y - 4, 24, 20, 4, p.fg, opacity(0.7)) + stroke(`M${x - 7} ${y - 4} V${y - 10} A7 7 0 0 1 ${x + 7} ${y - 10} V${y - 4}`, p.fg, 4, opacity(0.7));
        }).join('')
        + shadowCard(820, 130, 380, 470, 28, p)
        + rect(850, 160, 320, 120, 18, p.soft) + place(pictograms.openBook, p, 960, 170, 100)
        + textLines(850, 310, [320, 280, 300], 14, 14, p.ink, opacity(0.3))
        + [0, 1, 2].map((i) => rect(850, 410 + i * 62, 320, 48, 24, i === 0 ? p.accent : p.soft) + rect(880, 426 + i * 62, 180, 14, 7, p.ink, opacity(0.45))).join('');
    }
    case 'speech': {
      const wave = Array.from({ length: 17 }, (_, i) => {
        const h = 20 + Math.abs(Math.sin(i * 1.3)) * 70;
        return rect(722 + i * 22, 600 - h / 2, 12, h, 6, p.fg, opacity(0.9));
      }).join('');
      return pictureCard(110, 140, 500, 460, p, 0)
        + circle(900, 330, 150, p.fg, opacity(0.15)) + circle(900, 330, 122, p.fg, opacity(0.2))
        + circle(900, 330, 96, p.fg) + place(pictograms.microphone, { ...p, fg: p.base, soft: p.soft }, 845, 275, 110)
        + wave
        + circle(1180, 200, 34, p.accent) + polygon('1168,186 1180,186 1194,174 1194,226 1180,214 1168,214', p.ink);
    }
  }
}

function docScreenshot(p: Palette, picto: PictoName, board: DocBoard): string {
  const gradient = uid('sky');
  return svgDocument(1280, 720,
    `<defs>${linearGradient(gradient, p.light, p.base, true)}</defs>`
    + rect(0, 0, 1280, 720, 0, `url(#${gradient})`)
    + circle(1180, 640, 220, p.fg, opacity(0.08)) + circle(90, 120, 140, p.fg, opacity(0.07))
    + shape('M0 600 Q240 540 520 590 T1280 560 V720 H0Z', p.dark, opacity(0.25))
    + hud(p, picto)
    + docBoard(board, p, picto));
}

type ChatKind = 'quiz' | 'image' | 'voice' | 'evaluation' | 'passage' | 'dialogue';

const PHONE = { x: 700, y: 20, w: 360, h: 680 };
const SCREEN = { x: PHONE.x + 14, y: PHONE.y + 14, w: PHONE.w - 28, h: PHONE.h - 28 };

function botBubble(y: number, w: number, h: number, content: string): string {
  return rect(SCREEN.x + 16, y + 3, w, h, 18, '#000000', opacity(0.06)) + rect(SCREEN.x + 16, y, w, h, 18, '#FFFFFF') + content;
}

function userBubble(y: number, w: number, h: number, p: Palette, content: string): string {
  const x = SCREEN.x + SCREEN.w - 16 - w;
  return rect(x, y, w, h, 18, p.base) + content;
}

function botLines(y: number, widths: number[], p: Palette): string {
  return textLines(SCREEN.x + 32, y, widths, 10, 10, p.ink, opacity(0.35));
}

function userLines(y: number, widths: number[]): string {
  const right = SCREEN.x + SCREEN.w - 32;
  return widths.map((w, i) => rect(right - w, y + i * 20, w, 10, 5, '#FFFFFF', opacity(0.85))).join('');
}

function chips(y: number, widths: number[], p: Palette, selected = -1): string {
  let x = SCREEN.x + 16;
  return widths.map((w, i) => {
    const chip = rect(x, y, w, 34, 17, i === selected ? p.base : '#FFFFFF', `stroke="${p.base}" stroke-width="2.5"`)
      + rect(x + 16, y + 12, w - 32, 10, 5, i === selected ? '#FFFFFF' : p.base, opacity(0.7));
    x += w + 10;
    return chip;
  }).join('');
}

function feedback(y: number, p: Palette, good = true): string {
  return botBubble(y, 200, 50, circle(SCREEN.x + 42, y + 25, 14, good ? GREEN : CORAL)
    + (good ? check(SCREEN.x + 42, y + 25, 14, '#FFFFFF', 3.5) : cross(SCREEN.x + 42, y + 25, 10, '#FFFFFF', 3.5))
    + rect(SCREEN.x + 66, y + 20, 120, 10, 5, p.ink, opacity(0.35)));
}

function chatMessages(kind: ChatKind, p: Palette): string {
  const top = SCREEN.y + 100;
  switch (kind) {
    case 'quiz':
      return botBubble(top, 260, 92, botLines(top + 18, [220, 200, 140], p))
        + chips(top + 108, [86, 86, 86], p, 0)
        + botBubble(top + 160, 230, 52, circle(SCREEN.x + 40, top + 186, 11, p.accent) + rect(SCREEN.x + 60, top + 181, 150, 10, 5, p.ink, opacity(0.35)))
        + userBubble(top + 230, 150, 50, p, userLines(top + 250, [100]))
        + feedback(top + 300, p)
        + botBubble(top + 366, 240, 72, botLines(top + 384, [200, 150], p));
    case 'image':
      return botBubble(top, 260, 194, scene(SCREEN.x + 28, top + 12, 236, 140, 12, p, 1) + rect(SCREEN.x + 32, top + 166, 180, 10, 5, p.ink, opacity(0.35)))
        + chips(top + 210, [140, 140], p) + chips(top + 254, [140, 140], p, 1)
        + userBubble(top + 306, 130, 48, p, userLines(top + 325, [80]))
        + feedback(top + 370, p)
        + botBubble(top + 436, 180, 40, [0, 1, 2].map((i) => star(SCREEN.x + 44 + i * 30, top + 456, 11, i < 2 ? GOLD : p.soft)).join(''));
    case 'voice': {
      const waveX = SCREEN.x + SCREEN.w - 210;
      const wave = Array.from({ length: 12 }, (_, i) => {
        const h = 8 + Math.abs(Math.sin(i * 1.7)) * 26;
        return rect(waveX + 52 + i * 10, top + 262 - h / 2, 5, h, 2.5, '#FFFFFF');
      }).join('');
      return botBubble(top, 260, 194, scene(SCREEN.x + 28, top + 12, 236, 140, 12, p, 0) + rect(SCREEN.x + 32, top + 166, 200, 10, 5, p.ink, opacity(0.35)))
        + userBubble(top + 230, 190, 64, p, circle(waveX + 26, top + 262, 16, '#FFFFFF') + polygon(`${waveX + 21},${top + 253} ${waveX + 21},${top + 271} ${waveX + 34},${top + 262}`, p.base) + wave)
        + feedback(top + 312, p)
        + botBubble(top + 378, 250, 72, botLines(top + 396, [210, 130], p))
        + circle(SCREEN.x + SCREEN.w - 50, top + 488, 24, p.accent) + place(pictograms.microphone, { ...p, fg: p.ink }, SCREEN.x + SCREEN.w - 64, top + 474, 28);
    }
    case 'evaluation': {
      const rows = [[GREEN, true], [GREEN, true], [CORAL, false]] as const;
      return botBubble(top, 260, 72, botLines(top + 18, [220, 170], p))
        + userBubble(top + 88, 250, 110, p, userLines(top + 106, [210, 220, 190, 120]))
        + botBubble(top + 214, 270, 160, rect(SCREEN.x + 32, top + 230, 140, 12, 6, p.base)
          + rows.map(([color, good], i) => {
            const y = top + 268 + i * 34;
            return circle(SCREEN.x + 44, y, 12, color) + (good ? check(SCREEN.x + 44, y, 12, '#FFFFFF', 3) : cross(SCREEN.x + 44, y, 9, '#FFFFFF', 3))
              + rect(SCREEN.x + 66, y - 5, 170 - i * 20, 10, 5, p.ink, opacity(0.35));
          }).join(''))
        + botBubble(top + 390, 200, 44, [0, 1, 2, 3, 4].map((i) => star(SCREEN.x + 42 + i * 30, top + 412, 11, i < 4 ? GOLD : p.soft)).join(''));
    }
    case 'passage':
      return botBubble(top, 270, 176, botLines(top + 18, [230, 210, 90, 230, 190, 220], p)
        + rect(SCREEN.x + 130, top + 75, 96, 22, 8, p.accent))
        + botBubble(top + 192, 210, 44, rect(SCREEN.x + 32, top + 209, 170, 10, 5, p.ink, opacity(0.35)))
        + chips(top + 250, [90, 90, 90], p, 1)
        + userBubble(top + 300, 120, 48, p, userLines(top + 319, [70]))
        + feedback(top + 364, p)
        + botBubble(top + 430, 230, 52, botLines(top + 446, [190], p));
    case 'dialogue':
      return botBubble(top, 250, 72, botLines(top + 18, [210, 150], p))
        + [0, 1, 2].map((i) => rect(SCREEN.x + 16, top + 90 + i * 46, SCREEN.w - 32, 38, 19, i === 0 ? p.base : '#FFFFFF', `stroke="${p.base}" stroke-width="2.5"`)
          + rect(SCREEN.x + 40, top + 104 + i * 46, 180 - i * 30, 10, 5, i === 0 ? '#FFFFFF' : p.base, opacity(0.7))).join('')
        + userBubble(top + 240, 220, 52, p, userLines(top + 261, [170]))
        + botBubble(top + 308, 250, 72, botLines(top + 326, [200, 170], p))
        + userBubble(top + 396, 180, 52, p, userLines(top + 417, [130]));
  }
}

function chatScreenshot(p: Palette, picto: PictoName, kind: ChatKind): string {
  const gradient = uid('chatbg');
  const screen = rect(SCREEN.x, SCREEN.y, SCREEN.w, SCREEN.h, 38, '#F4F6FB')
    + rect(SCREEN.x, SCREEN.y, SCREEN.w, 84, 38, p.base) + rect(SCREEN.x, SCREEN.y + 44, SCREEN.w, 40, 0, p.base)
    + circle(SCREEN.x + 44, SCREEN.y + 56, 22, p.dark) + place(pictograms[picto], p, SCREEN.x + 28, SCREEN.y + 40, 32)
    + rect(SCREEN.x + 78, SCREEN.y + 44, 130, 12, 6, '#FFFFFF') + rect(SCREEN.x + 78, SCREEN.y + 64, 80, 9, 4.5, '#FFFFFF', opacity(0.6))
    + circle(SCREEN.x + SCREEN.w - 36, SCREEN.y + 56, 5, '#FFFFFF', opacity(0.8))
    + chatMessages(kind, p)
    + rect(SCREEN.x + 14, SCREEN.y + SCREEN.h - 62, SCREEN.w - 80, 44, 22, '#FFFFFF', `stroke="${p.soft}" stroke-width="2"`)
    + rect(SCREEN.x + 34, SCREEN.y + SCREEN.h - 45, 110, 10, 5, p.ink, opacity(0.2))
    + circle(SCREEN.x + SCREEN.w - 38, SCREEN.y + SCREEN.h - 40, 22, p.base)
    + polygon(`${SCREEN.x + SCREEN.w - 48},${SCREEN.y + SCREEN.h - 50} ${SCREEN.x + SCREEN.w - 26},${SCREEN.y + SCREEN.h - 40} ${SCREEN.x + SCREEN.w - 48},${SCREEN.y + SCREEN.h - 30} ${SCREEN.x + SCREEN.w - 44},${SCREEN.y + SCREEN.h - 40}`, '#FFFFFF');
  return svgDocument(1280, 720,
    `<defs>${linearGradient(gradient, p.light, p.dark)}</defs>`
    + rect(0, 0, 1280, 720, 0, `url(#${gradient})`)
    + circle(1180, 110, 170, p.fg, opacity(0.08)) + circle(260, 660, 220, p.fg, opacity(0.07))
    + rect(120, 150, 230, 230, 56, p.ink, opacity(0.2)) + rect(110, 140, 230, 230, 56, p.base, `stroke="${p.fg}" stroke-width="6"`)
    + place(pictograms[picto], p, 145, 175, 160)
    + textLines(110, 410, [380, 300], 22, 18, p.fg, opacity(0.95))
    + textLines(110, 500, [340, 360, 220], 12, 14, p.fg, opacity(0.55))
    + [0, 1, 2].map((i) => circle(130 + i * 60, 620, 20, i === 0 ? p.accent : p.fg, i === 0 ? '' : opacity(0.4))).join('')
    + rect(PHONE.x + 10, PHONE.y + 16, PHONE.w, PHONE.h, 50, '#000000', opacity(0.18))
    + rect(PHONE.x, PHONE.y, PHONE.w, PHONE.h, 50, DEVICE)
    + clipped(SCREEN.x, SCREEN.y, SCREEN.w, SCREEN.h, 38, screen)
    + rect(PHONE.x + 130, PHONE.y + 22, 100, 18, 9, DEVICE)
    + group(rect(0, 0, 120, 90, 26, p.fg) + shape('M24 88 L16 112 L48 88Z', p.fg) + check(60, 45, 40, GREEN, 9), 'translate(1110 250)')
    + star(1180, 470, 34, GOLD, `stroke="${p.fg}" stroke-width="5" stroke-linejoin="round"`)
    + heart(1130, 580, 56, CORAL));
}

function faqSubjectWizard(): string {
  const p = palette(222);
  const categoryIcons: [PictoName, number][] = [['operations', 212], ['flask', 168], ['speechBubbles', 268], ['palette', 326], ['monitor', 190]];
  const steps = [0, 1, 2, 3].map((i) => {
    const x = 190 + i * 140;
    const state = i < 1 ? 'done' : i === 1 ? 'current' : 'todo';
    return (i < 3 ? rect(x, 94, 140, 6, 3, i < 1 ? p.base : '#D5DBEA') : '')
      + (state === 'done' ? circle(x, 97, 20, p.base) + check(x, 97, 18, '#FFFFFF', 4)
        : state === 'current' ? circle(x, 97, 20, '#FFFFFF', `stroke="${p.base}" stroke-width="5"`) + circle(x, 97, 8, p.base)
          : circle(x, 97, 18, '#D5DBEA'))
      + rect(x - 40, 128, 80, 8, 4, state === 'todo' ? '#C3CADB' : p.ink, opacity(state === 'todo' ? 1 : 0.5));
  }).join('');
  const tiles = categoryIcons.map(([picto, hue], i) => {
    const x = 130 + i * 112;
    const tp = palette(hue);
    return rect(x, 190, 96, 110, 16, '#FFFFFF', i === 1 ? `stroke="${p.base}" stroke-width="5"` : `stroke="#E2E7F2" stroke-width="2"`)
      + circle(x + 48, 232, 30, tp.base) + place(pictograms[picto], tp, x + 28, 212, 40)
      + rect(x + 20, 276, 56, 8, 4, p.ink, opacity(0.35))
      + (i === 1 ? circle(x + 88, 198, 14, p.base) + check(x + 88, 198, 12, '#FFFFFF', 3.5) : '');
  }).join('');
  return svgDocument(800, 450,
    rect(0, 0, 800, 450, 0, '#EEF2FB') + circle(740, 60, 120, p.soft) + circle(40, 420, 90, p.soft)
    + rect(70, 42, 660, 380, 26, '#000000', opacity(0.05)) + rect(64, 34, 660, 380, 26, '#FFFFFF')
    + steps + tiles
    + rect(130, 322, 280, 12, 6, p.ink, opacity(0.3)) + rect(130, 344, 200, 10, 5, p.ink, opacity(0.18))
    + rect(470, 340, 110, 44, 22, '#FFFFFF', `stroke="${p.base}" stroke-width="3"`) + rect(495, 357, 60, 10, 5, p.base)
    + rect(596, 340, 110, 44, 22, p.base) + rect(620, 357, 62, 10, 5, '#FFFFFF'));
}

function faqPlatforms(doc: string, chat: string): string {
  const p = palette(200);
  const inner = (svg: string): string => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return svgDocument(800, 450,
    rect(0, 0, 800, 450, 0, '#EEF4FA') + circle(60, 60, 110, p.soft) + circle(760, 420, 140, p.soft)
    + rect(48, 108, 468, 277, 30, '#000000', opacity(0.12)) + rect(40, 98, 468, 277, 30, DEVICE)
    + `<svg x="56" y="114" width="436" height="245" viewBox="0 0 1280 720">${inner(doc)}</svg>`
    + rect(568, 64, 196, 360, 30, '#000000', opacity(0.12)) + rect(560, 54, 196, 360, 30, DEVICE)
    + `<svg x="568" y="62" width="180" height="344" viewBox="${SCREEN.x} ${SCREEN.y} ${SCREEN.w} ${SCREEN.h}">${inner(chat)}</svg>`
    + rect(615, 60, 86, 12, 6, DEVICE)
    + circle(86, 50, 32, p.base, `stroke="#FFFFFF" stroke-width="5"`) + place(pictograms.gamepad, p, 64, 28, 44)
    + circle(714, 28 + 8, 26, p.dark, `stroke="#FFFFFF" stroke-width="5"`) + place(pictograms.chat, palette(200), 697, 19, 34));
}

interface IconArt {
  hue: number;
  picto: PictoName;
}

const categoryArt: Record<string, IconArt> = {
  mathematics: { hue: 212, picto: 'operations' },
  science: { hue: 168, picto: 'flask' },
  languages: { hue: 268, picto: 'speechBubbles' },
  'social-studies': { hue: 24, picto: 'globe' },
  arts: { hue: 326, picto: 'palette' },
  computing: { hue: 190, picto: 'monitor' },
  'health-pe': { hue: 122, picto: 'heartPulse' },
  'religion-ethics': { hue: 44, picto: 'lamp' },
  economics: { hue: 0, picto: 'barChart' },
  vocational: { hue: 238, picto: 'gears' },
};

const subcategoryArt: Record<string, PictoName> = {
  'math-arithmetic': 'abacus',
  'math-algebra': 'parabola',
  'math-geometry': 'shapes',
  'math-statistics': 'pie',
  'math-measurement': 'ruler',
  'sci-biology': 'dna',
  'sci-chemistry': 'molecule',
  'sci-physics': 'atom',
  'sci-earth-space': 'planet',
  'sci-environment': 'leaf',
  'lang-english': 'openBook',
  'lang-indonesian': 'flagBubble',
  'lang-arabic': 'penNib',
  'lang-mandarin': 'lantern',
  'lang-japanese': 'fan',
  'lang-regional': 'gunungan',
  'soc-history': 'hourglass',
  'soc-geography': 'foldedMap',
  'soc-civics': 'columns',
  'soc-sociology': 'people',
  'arts-visual': 'easel',
  'arts-music': 'notes',
  'arts-performing': 'masks',
  'arts-crafts': 'vase',
  'comp-programming': 'codeWindow',
  'comp-digital-literacy': 'phoneShield',
  'comp-robotics': 'robot',
  'comp-data': 'database',
  'health-sports': 'basketball',
  'health-fitness': 'dumbbell',
  'health-nutrition': 'apple',
  'health-wellbeing': 'smile',
  'health-safety': 'firstAid',
  'rel-islamic': 'mosque',
  'rel-christian': 'church',
  'rel-hindu-buddhist': 'stupa',
  'rel-ethics': 'scale',
  'econ-basics': 'marketStall',
  'econ-accounting': 'calculator',
  'econ-entrepreneurship': 'lightBulb',
  'econ-finance': 'piggyBank',
  'voc-agriculture': 'sprout',
  'voc-culinary': 'chefHat',
  'voc-tourism': 'suitcase',
  'voc-automotive': 'car',
  'voc-fashion': 'shirt',
};

const teachingArt: Record<string, IconArt> = {
  'vocabulary-drill': { hue: 262, picto: 'flashcards' },
  'reading-comprehension': { hue: 206, picto: 'documentSearch' },
  'conversation-practice': { hue: 148, picto: 'talkingHead' },
  'quiz-rounds': { hue: 8, picto: 'answerTiles' },
  'picture-recognition': { hue: 318, picto: 'pictureFrame' },
  'open-answer': { hue: 36, picto: 'pencilPaper' },
  'listening-speaking': { hue: 182, picto: 'headphones' },
};

interface MinigameArt extends IconArt {
  board: DocBoard;
  chat: ChatKind;
}

const minigameArt: Record<string, MinigameArt> = {
  'word-hunter': { hue: 215, picto: 'magnifier', board: { kind: 'definition' }, chat: 'quiz' },
  'letter-drop': { hue: 280, picto: 'fallingTiles', board: { kind: 'falling' }, chat: 'quiz' },
  'picture-match': { hue: 330, picto: 'pictureCards', board: { kind: 'choices', extra: 'none', scene: 1 }, chat: 'image' },
  'snapshot-quiz': { hue: 12, picto: 'camera', board: { kind: 'choices', extra: 'rounds', scene: 0 }, chat: 'image' },
  'gap-runner': { hue: 150, picto: 'puzzle', board: { kind: 'platforms', top: 'passage', hero: 'runner' }, chat: 'passage' },
  'picture-talk': { hue: 195, picto: 'pictureTalk', board: { kind: 'keywords', prompt: 'picture' }, chat: 'voice' },
  'think-tank': { hue: 250, picto: 'thoughtCloud', board: { kind: 'keywords', prompt: 'question' }, chat: 'evaluation' },
  'keyword-catcher': { hue: 172, picto: 'target', board: { kind: 'keywords', prompt: 'question' }, chat: 'quiz' },
  'gallery-rush': { hue: 300, picto: 'stopwatch', board: { kind: 'choices', extra: 'timer', scene: 2 }, chat: 'image' },
  'talk-town': { hue: 28, picto: 'houseChat', board: { kind: 'dialogue', setting: 'town' }, chat: 'dialogue' },
  'story-fixer': { hue: 232, picto: 'scroll', board: { kind: 'platforms', top: 'passage', hero: 'runner' }, chat: 'passage' },
  'debate-club': { hue: 355, picto: 'megaphone', board: { kind: 'keywords', prompt: 'question' }, chat: 'evaluation' },
  'reading-quest': { hue: 135, picto: 'compass', board: { kind: 'map' }, chat: 'passage' },
  'spelling-bee': { hue: 188, picto: 'bee', board: { kind: 'honeycomb' }, chat: 'image' },
  'memory-flip': { hue: 265, picto: 'memoryCards', board: { kind: 'memory' }, chat: 'image' },
  'word-bubbles': { hue: 205, picto: 'bubbles', board: { kind: 'bubbles' }, chat: 'image' },
  'rocket-words': { hue: 240, picto: 'rocket', board: { kind: 'platforms', top: 'picture', hero: 'rocket' }, chat: 'image' },
  'treasure-dig': { hue: 160, picto: 'treasureChest', board: { kind: 'reveal' }, chat: 'image' },
  'sticker-album': { hue: 340, picto: 'starSticker', board: { kind: 'album' }, chat: 'image' },
  'market-day': { hue: 18, picto: 'basket', board: { kind: 'dialogue', setting: 'market' }, chat: 'dialogue' },
  'travel-buddy': { hue: 200, picto: 'plane', board: { kind: 'dialogue', setting: 'town' }, chat: 'dialogue' },
  'new-friends': { hue: 290, picto: 'friends', board: { kind: 'dialogue', setting: 'town' }, chat: 'dialogue' },
  'quick-pick': { hue: 48, picto: 'lightning', board: { kind: 'choices', extra: 'streak', scene: 3 }, chat: 'image' },
  'say-it': { hue: 320, picto: 'microphone', board: { kind: 'speech' }, chat: 'voice' },
  'crossword-climb': { hue: 110, picto: 'crossword', board: { kind: 'crossword' }, chat: 'quiz' },
};

interface Job {
  file: string;
  width: number;
  height: number;
  svg: () => string;
}

const warnings: string[] = [];

function artFor<T>(table: Record<string, T>, key: string, fallback: T, what: string): T {
  const art = table[key];
  if (art) return art;
  warnings.push(`no artwork configured for ${what} "${key}", using a generic picture`);
  return fallback;
}

function minigameJobs(game: SeedMinigame, index: number): Job[] {
  const art = artFor<MinigameArt>(minigameArt, game.key, {
    hue: (index * 137.5) % 360, picto: 'gamepad', board: { kind: 'choices', extra: 'none', scene: index }, chat: 'quiz',
  }, 'minigame');
  const p = palette(art.hue);
  const jobs: Job[] = [{ file: game.icon, width: 256, height: 256, svg: () => iconSvg(art.picto, p, 'badge') }];
  if (game.screenshots.doc) jobs.push({ file: game.screenshots.doc, width: 1280, height: 720, svg: () => docScreenshot(p, art.picto, art.board) });
  if (game.screenshots.chatbot) jobs.push({ file: game.screenshots.chatbot, width: 1280, height: 720, svg: () => chatScreenshot(p, art.picto, art.chat) });
  return jobs;
}

function buildJobs(): Job[] {
  const jobs: Job[] = [];
  for (const cat of categories) {
    const art = artFor<IconArt>(categoryArt, cat.key, { hue: 210, picto: 'openBook' }, 'category');
    jobs.push({ file: cat.icon, width: 256, height: 256, svg: () => iconSvg(art.picto, palette(art.hue), 'circle') });
    cat.subs.forEach((sub, i) => {
      const picto = artFor<PictoName>(subcategoryArt, sub.key, art.picto, 'sub-category');
      const hueShift = [0, -14, 14, -26, 26, 38][i % 6] ?? 0;
      const subPalette = palette(art.hue + hueShift, 58, i % 2 === 0 ? 48 : 55);
      jobs.push({ file: sub.icon, width: 256, height: 256, svg: () => iconSvg(picto, subPalette, 'square') });
    });
  }
  for (const tm of teachingMaterials) {
    const art = artFor<IconArt>(teachingArt, tm.key, { hue: 200, picto: 'openBook' }, 'teaching material');
    jobs.push({ file: tm.logo, width: 256, height: 256, svg: () => iconSvg(art.picto, palette(art.hue), 'hexagon') });
  }
  minigames.forEach((game, i) => jobs.push(...minigameJobs(game, i)));

  const sampleDoc = (): string => docScreenshot(palette(330), 'pictureCards', { kind: 'choices', extra: 'none', scene: 1 });
  const sampleChat = (): string => chatScreenshot(palette(28), 'houseChat', 'dialogue');
  const faqArt: Record<string, () => string> = {
    'faq-subject-wizard.jpg': faqSubjectWizard,
    'faq-platforms.jpg': () => faqPlatforms(sampleDoc(), sampleChat()),
  };
  for (const faq of faqs) {
    if (!faq.image) continue;
    const draw = artFor(faqArt, faq.image, () => faqSubjectWizard(), 'FAQ image');
    jobs.push({ file: faq.image, width: 800, height: 450, svg: draw });
  }
  return jobs;
}

function referencedFiles(): string[] {
  return [
    ...categories.flatMap((c) => [c.icon, ...c.subs.map((s) => s.icon)]),
    ...teachingMaterials.map((t) => t.logo),
    ...minigames.flatMap((m) => [m.icon, m.screenshots.doc, m.screenshots.chatbot].filter((f): f is string => Boolean(f))),
    ...faqs.map((f) => f.image).filter((f): f is string => Boolean(f)),
  ];
}

function checkCatalogue(): string[] {
  const problems: string[] = [];
  const duplicates = (values: string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);
  const allKeys = categories.flatMap((c) => [c.key, ...c.subs.map((s) => s.key)]);
  for (const key of duplicates(allKeys)) problems.push(`duplicate category key ${key}`);
  for (const key of duplicates(minigames.map((m) => m.key))) problems.push(`duplicate minigame key ${key}`);
  for (const file of duplicates(referencedFiles())) problems.push(`file name used twice: ${file}`);

  const moduleIds = new Set(gameModules.map((g) => g.id));
  const tmKeys = new Set(teachingMaterials.map((t) => t.key));
  for (const module of gameModules) {
    const count = minigames.filter((m) => m.game_module_id === module.id).length;
    if (count !== 1) problems.push(`game module ${module.id} has ${count} minigames`);
  }
  for (const game of minigames) {
    if (!moduleIds.has(game.game_module_id)) problems.push(`${game.key}: unknown game module ${game.game_module_id}`);
    if (!game.is_doc && !game.is_chatbot) problems.push(`${game.key}: no platform`);
    for (const platform of ['doc', 'chatbot'] as const) {
      const on = platform === 'doc' ? game.is_doc : game.is_chatbot;
      if (on !== Boolean(game.screenshots[platform]) || on !== Boolean(game.video[platform])) {
        problems.push(`${game.key}: screenshot/video for ${platform} does not match its platform flag`);
      }
    }
    for (const tm of game.teaching_materials) if (!tmKeys.has(tm)) problems.push(`${game.key}: unknown teaching material ${tm}`);
  }
  for (const tm of teachingMaterials) {
    if (!minigames.some((m) => m.is_doc && m.teaching_materials.includes(tm.key))) problems.push(`teaching material ${tm.key} has no doc minigame`);
  }
  return problems;
}

async function encode(svg: string): Promise<{ buffer: Buffer; quality: number }> {
  for (const quality of [JPEG_QUALITY, 74, 68, 62]) {
    const buffer = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (buffer.length <= MAX_BYTES || quality === 62) return { buffer, quality };
  }
  throw new Error('unreachable');
}

async function main(): Promise<void> {
  const problems = checkCatalogue();
  const jobs = buildJobs();
  const jobFiles = new Set(jobs.map((j) => j.file));
  const referenced = referencedFiles();
  for (const file of referenced) if (!jobFiles.has(file)) problems.push(`no picture is generated for referenced file ${file}`);
  if (problems.length > 0) throw new Error(`catalogue check failed:\n  ${problems.join('\n  ')}`);

  await mkdir(OUT_DIR, { recursive: true });
  let total = 0;
  for (const job of jobs) {
    const { buffer, quality } = await encode(job.svg());
    const meta = await sharp(buffer).metadata();
    if (meta.width !== job.width || meta.height !== job.height) {
      throw new Error(`${job.file}: rendered ${meta.width}×${meta.height}, expected ${job.width}×${job.height}`);
    }
    if (buffer.length > MAX_BYTES) warnings.push(`${job.file} is ${Math.round(buffer.length / 1024)} KB (over ${MAX_BYTES / 1024} KB)`);
    if (quality !== JPEG_QUALITY) warnings.push(`${job.file} needed quality ${quality} to stay under ${MAX_BYTES / 1024} KB`);
    await writeFile(path.join(OUT_DIR, job.file), buffer);
    total += buffer.length;
  }

  for (const file of await readdir(OUT_DIR)) {
    if (file.endsWith('.jpg') && !jobFiles.has(file)) await unlink(path.join(OUT_DIR, file));
  }

  const missing: string[] = [];
  for (const file of referenced) {
    const info = await stat(path.join(OUT_DIR, file)).catch(() => null);
    if (!info || info.size === 0) missing.push(file);
  }
  if (missing.length > 0) throw new Error(`missing seed assets:\n  ${missing.join('\n  ')}`);

  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log(`wrote ${jobs.length} images (${Math.round(total / 1024)} KB) to ${OUT_DIR}; all ${referenced.length} referenced files present`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
