import sharp from 'sharp';
import { type ProcessedImage, processListingImage, processProfilePicture } from '../services/images';

/**
 * The demo's pictures, drawn as SVG and rasterised with sharp: no network, no binary files in the
 * repository. Each scene is processed once through the same pipeline as an upload
 * (`processListingImage`), then stored as separate copies per property or room.
 */

const W = 1200;
const H = 900;

export const SCENE_KINDS = [
  'salon',
  'dormitorio',
  'cocina',
  'fachada',
  'terraza',
  'bano',
  'estudio',
  'comedor',
  'zonaComun',
  'casaMediterranea',
  'dormitorioDoble',
  'habitacionBalcon',
  'atico',
  'chaletPiscina',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

interface Palette {
  wall: [string, string];
  floor: string;
  accent: string;
  accent2: string;
  wood: string;
}

const PALETTES: Palette[] = [
  { wall: ['#f6efe4', '#eadcc6'], floor: '#b98b5e', accent: '#d9785b', accent2: '#4f7c6a', wood: '#8a5a3b' },
  { wall: ['#e9f0ea', '#d3e0d6'], floor: '#a97c50', accent: '#3d6b8c', accent2: '#e0b04f', wood: '#7a4f31' },
  { wall: ['#f3e6df', '#e3cdbf'], floor: '#c69c6d', accent: '#6b8f71', accent2: '#c8553d', wood: '#94603e' },
  { wall: ['#e7edf4', '#ccd8e6'], floor: '#9d7650', accent: '#e07a5f', accent2: '#3d405b', wood: '#6e4a30' },
  { wall: ['#fbf4e8', '#f0e2c8'], floor: '#caa27a', accent: '#2a9d8f', accent2: '#e76f51', wood: '#9c6b43' },
];

const LABELS: Record<SceneKind, string> = {
  salon: 'Salón',
  dormitorio: 'Dormitorio',
  cocina: 'Cocina',
  fachada: 'Fachada',
  terraza: 'Terraza',
  bano: 'Baño',
  estudio: 'Zona de estudio',
  comedor: 'Comedor',
  zonaComun: 'Zona común',
  casaMediterranea: 'Exterior',
  dormitorioDoble: 'Habitación doble',
  habitacionBalcon: 'Habitación con balcón',
  atico: 'Ático',
  chaletPiscina: 'Jardín y piscina',
};

function defs(p: Palette): string {
  return `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb8e6"/><stop offset="1" stop-color="#d7ecf8"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="${shade(p.floor, -0.25)}"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5cc6e0"/><stop offset="1" stop-color="#1f8fb3"/></linearGradient>
  </defs>`;
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))));
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function room(p: Palette, horizon = 640): string {
  return `<rect width="${W}" height="${horizon}" fill="url(#wall)"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>
    <rect y="${horizon - 12}" width="${W}" height="14" fill="${shade(p.wall[1], -0.12)}"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 150}" y1="${horizon}" x2="${i * 150 - 120}" y2="${H}" stroke="${shade(p.floor, -0.15)}" stroke-width="3"/>`).join('')}`;
}

function window(x: number, y: number, w: number, h: number, p: Palette): string {
  return `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="6" fill="#fff"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.09}" fill="#fff6c8"/>
    <path d="M${x} ${y + h * 0.78} Q ${x + w * 0.3} ${y + h * 0.6} ${x + w * 0.55} ${y + h * 0.75} T ${x + w} ${y + h * 0.7} V ${y + h} H ${x} Z" fill="${shade(p.accent2, 0.35)}"/>
    <rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="#fff"/>
    <rect x="${x}" y="${y + h / 2 - 5}" width="${w}" height="10" fill="#fff"/>
    <polygon points="${x},${y} ${x + w * 0.4},${y} ${x},${y + h * 0.6}" fill="url(#light)"/>`;
}

function plant(x: number, y: number, scale: number, p: Palette): string {
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-40 0 L40 0 L30 90 L-30 90 Z" fill="${p.accent}"/>
    <ellipse cx="-35" cy="-60" rx="22" ry="60" transform="rotate(-30 -35 -60)" fill="#4f8a4b"/>
    <ellipse cx="35" cy="-60" rx="22" ry="60" transform="rotate(30 35 -60)" fill="#3f7a3f"/>
    <ellipse cx="0" cy="-85" rx="22" ry="75" fill="#5a9a55"/>
    <ellipse cx="-15" cy="-40" rx="16" ry="45" transform="rotate(-55 -15 -40)" fill="#6aab62"/>
  </g>`;
}

function lamp(x: number, floorY: number, p: Palette): string {
  return `<rect x="${x - 4}" y="${floorY - 330}" width="8" height="330" fill="#333"/>
    <ellipse cx="${x}" cy="${floorY}" rx="40" ry="10" fill="#333"/>
    <path d="M${x - 55} ${floorY - 330} L${x + 55} ${floorY - 330} L${x + 35} ${floorY - 410} L${x - 35} ${floorY - 410} Z" fill="${shade(p.accent2, 0.55)}"/>
    <ellipse cx="${x}" cy="${floorY - 320}" rx="90" ry="30" fill="#fff7cf" opacity="0.35"/>`;
}

function frame(x: number, y: number, w: number, h: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.wood}"/>
    <rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" fill="#fdf8ef"/>
    <circle cx="${x + w * 0.35}" cy="${y + h * 0.45}" r="${h * 0.18}" fill="${p.accent}"/>
    <rect x="${x + w * 0.45}" y="${y + h * 0.3}" width="${w * 0.3}" height="${h * 0.4}" fill="${p.accent2}"/>`;
}

function sofa(x: number, y: number, w: number, p: Palette): string {
  const c = p.accent2;
  return `<ellipse cx="${x + w / 2}" cy="${y + 190}" rx="${w * 0.62}" ry="40" fill="${shade(p.accent, 0.35)}" opacity="0.8"/>
    <rect x="${x}" y="${y}" width="${w}" height="110" rx="28" fill="${shade(c, 0.1)}"/>
    <rect x="${x - 30}" y="${y + 60}" width="${w + 60}" height="100" rx="26" fill="${c}"/>
    <rect x="${x - 40}" y="${y + 40}" width="60" height="120" rx="24" fill="${shade(c, -0.15)}"/>
    <rect x="${x + w - 20}" y="${y + 40}" width="60" height="120" rx="24" fill="${shade(c, -0.15)}"/>
    <rect x="${x + 40}" y="${y + 20}" width="110" height="80" rx="20" fill="${p.accent}"/>
    <rect x="${x + w - 150}" y="${y + 20}" width="110" height="80" rx="20" fill="${shade(p.accent, 0.3)}"/>
    <rect x="${x}" y="${y + 160}" width="16" height="26" fill="#333"/>
    <rect x="${x + w - 16}" y="${y + 160}" width="16" height="26" fill="#333"/>`;
}

function bed(x: number, y: number, w: number, p: Palette): string {
  return `<rect x="${x}" y="${y - 170}" width="${w}" height="200" rx="18" fill="${p.wood}"/>
    <rect x="${x - 10}" y="${y}" width="${w + 20}" height="150" rx="14" fill="#fdfdfd"/>
    <rect x="${x - 10}" y="${y + 55}" width="${w + 20}" height="110" rx="14" fill="${p.accent2}"/>
    <rect x="${x - 10}" y="${y + 55}" width="${w + 20}" height="26" fill="${shade(p.accent2, 0.25)}"/>
    <rect x="${x + 30}" y="${y - 30}" width="${w / 2 - 50}" height="70" rx="22" fill="#fff"/>
    <rect x="${x + w / 2 + 20}" y="${y - 30}" width="${w / 2 - 50}" height="70" rx="22" fill="#f2f2f2"/>
    <rect x="${x}" y="${y + 160}" width="${w}" height="18" fill="${shade(p.wood, -0.2)}"/>`;
}

function nightstand(x: number, y: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="110" height="120" rx="8" fill="${p.wood}"/>
    <rect x="${x + 10}" y="${y + 20}" width="90" height="36" rx="4" fill="${shade(p.wood, 0.15)}"/>
    <circle cx="${x + 55}" cy="${y + 38}" r="5" fill="#333"/>
    <rect x="${x + 45}" y="${y - 60}" width="20" height="60" fill="#555"/>
    <path d="M${x + 20} ${y - 60} L${x + 90} ${y - 60} L${x + 75} ${y - 110} L${x + 35} ${y - 110} Z" fill="${shade(p.accent, 0.4)}"/>`;
}

function desk(x: number, y: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="340" height="22" fill="${p.wood}"/>
    <rect x="${x + 10}" y="${y + 22}" width="16" height="170" fill="${shade(p.wood, -0.2)}"/>
    <rect x="${x + 314}" y="${y + 22}" width="16" height="170" fill="${shade(p.wood, -0.2)}"/>
    <rect x="${x + 120}" y="${y - 150}" width="170" height="110" rx="8" fill="#2f3542"/>
    <rect x="${x + 130}" y="${y - 140}" width="150" height="88" fill="${shade(p.accent2, 0.4)}"/>
    <rect x="${x + 195}" y="${y - 40}" width="20" height="40" fill="#2f3542"/>
    <rect x="${x + 30}" y="${y - 70}" width="60" height="70" fill="${p.accent}"/>
    <rect x="${x + 36}" y="${y - 90}" width="48" height="20" fill="${shade(p.accent, 0.3)}"/>
    <rect x="${x + 120}" y="${y + 80}" width="110" height="24" rx="8" fill="${p.accent2}"/>
    <rect x="${x + 120}" y="${y - 20}" width="110" height="100" rx="16" fill="${shade(p.accent2, -0.1)}"/>
    <rect x="${x + 170}" y="${y + 104}" width="10" height="80" fill="#333"/>`;
}

function shelf(x: number, y: number, p: Palette): string {
  const books = Array.from({ length: 7 }, (_, i) => {
    const colours = [p.accent, p.accent2, '#e9c46a', '#264653', shade(p.accent, 0.3)];
    return `<rect x="${x + 12 + i * 26}" y="${y - 58 + (i % 3) * 6}" width="20" height="${58 - (i % 3) * 6}" fill="${colours[i % colours.length]}"/>`;
  }).join('');
  return `<rect x="${x}" y="${y}" width="210" height="14" fill="${p.wood}"/>${books}
    <rect x="${x}" y="${y + 110}" width="210" height="14" fill="${p.wood}"/>
    ${plant(x + 150, y + 60, 0.45, p)}`;
}

function table(x: number, y: number, w: number, p: Palette, chairs = 4): string {
  const chair = (cx: number) =>
    `<rect x="${cx}" y="${y - 90}" width="70" height="110" rx="10" fill="${p.accent2}"/>
     <rect x="${cx}" y="${y + 20}" width="70" height="20" fill="${shade(p.accent2, -0.2)}"/>
     <rect x="${cx + 6}" y="${y + 40}" width="10" height="120" fill="#333"/>
     <rect x="${cx + 54}" y="${y + 40}" width="10" height="120" fill="#333"/>`;
  const chairsSvg = Array.from({ length: chairs }, (_, i) =>
    chair(x + 20 + (i * (w - 110)) / Math.max(1, chairs - 1)),
  ).join('');
  return `${chairsSvg}
    <rect x="${x}" y="${y}" width="${w}" height="26" rx="6" fill="${p.wood}"/>
    <rect x="${x + 30}" y="${y + 26}" width="18" height="150" fill="${shade(p.wood, -0.25)}"/>
    <rect x="${x + w - 48}" y="${y + 26}" width="18" height="150" fill="${shade(p.wood, -0.25)}"/>
    <ellipse cx="${x + w / 2}" cy="${y - 20}" rx="50" ry="18" fill="#fff"/>
    <circle cx="${x + w / 2 - 15}" cy="${y - 30}" r="14" fill="#e76f51"/>
    <circle cx="${x + w / 2 + 12}" cy="${y - 32}" r="13" fill="#f4a261"/>`;
}

function pendant(x: number, p: Palette): string {
  return `<rect x="${x - 2}" y="0" width="4" height="200" fill="#333"/>
    <path d="M${x - 70} 270 Q ${x} 150 ${x + 70} 270 Z" fill="${p.accent}"/>
    <ellipse cx="${x}" cy="290" rx="120" ry="30" fill="#fff7cf" opacity="0.3"/>`;
}

function kitchen(p: Palette): string {
  const upper = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${130 + i * 150}" y="120" width="140" height="170" rx="6" fill="${shade(p.accent2, 0.55)}" stroke="${shade(p.accent2, 0.2)}" stroke-width="4"/>
       <rect x="${190 + i * 150}" y="250" width="20" height="8" rx="3" fill="#555"/>`,
  ).join('');
  const lower = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${80 + i * 150}" y="500" width="140" height="190" rx="6" fill="${shade(p.accent2, 0.45)}" stroke="${shade(p.accent2, 0.15)}" stroke-width="4"/>
       <rect x="${135 + i * 150}" y="520" width="30" height="8" rx="3" fill="#555"/>`,
  ).join('');
  const tiles = Array.from({ length: 22 }, (_, i) =>
    Array.from(
      { length: 4 },
      (_, j) =>
        `<rect x="${80 + i * 42}" y="${310 + j * 42}" width="40" height="40" fill="${(i + j) % 2 ? '#ffffff' : shade(p.accent, 0.75)}"/>`,
    ).join(''),
  ).join('');
  return `${tiles}${upper}${lower}
    <rect x="60" y="470" width="940" height="34" fill="#e8e4dc"/>
    <rect x="400" y="430" width="90" height="40" rx="8" fill="#9aa5ad"/>
    <rect x="620" y="440" width="80" height="30" rx="14" fill="${p.accent}"/>
    <rect x="660" y="400" width="6" height="40" fill="#777"/>
    ${plant(960, 440, 0.35, p)}`;
}

function bathroom(p: Palette): string {
  const tiles = Array.from({ length: 30 }, (_, i) =>
    Array.from(
      { length: 16 },
      (_, j) =>
        `<rect x="${i * 40}" y="${j * 40}" width="38" height="38" fill="${(i * 7 + j) % 11 === 0 ? shade(p.accent2, 0.5) : '#f4f7f8'}"/>`,
    ).join(''),
  ).join('');
  return `${tiles}
    <rect x="0" y="640" width="${W}" height="${H - 640}" fill="#c9ced3"/>
    <rect x="160" y="150" width="280" height="320" rx="140" fill="#dfe9ee" stroke="#b0bec5" stroke-width="10"/>
    <polygon points="190,200 300,170 200,330" fill="url(#light)"/>
    <rect x="150" y="520" width="300" height="40" rx="10" fill="#fff"/>
    <rect x="170" y="560" width="260" height="150" rx="8" fill="${p.wood}"/>
    <rect x="290" y="480" width="14" height="40" fill="#90a4ae"/>
    <rect x="600" y="560" width="480" height="170" rx="60" fill="#fff" stroke="#cfd8dc" stroke-width="8"/>
    <rect x="1000" y="360" width="12" height="200" fill="#90a4ae"/>
    <circle cx="1006" cy="352" r="26" fill="#b0bec5"/>
    <rect x="640" y="420" width="26" height="150" rx="10" fill="${p.accent}"/>
    <rect x="676" y="440" width="26" height="130" rx="10" fill="${shade(p.accent, 0.4)}"/>
    ${plant(520, 640, 0.5, p)}`;
}

function facade(p: Palette, colour: string): string {
  const floors = 5;
  const cols = 4;
  const windows = Array.from({ length: floors }, (_, f) =>
    Array.from({ length: cols }, (_, c) => {
      const x = 250 + c * 185;
      const y = 150 + f * 130;
      const balcony =
        f > 0 && f < floors - 1
          ? `<rect x="${x - 14}" y="${y + 86}" width="128" height="10" fill="#333"/>${Array.from({ length: 7 }, (_, k) => `<rect x="${x - 10 + k * 20}" y="${y + 50}" width="4" height="40" fill="#333"/>`).join('')}<rect x="${x - 14}" y="${y + 46}" width="128" height="6" fill="#333"/>`
          : '';
      const shutter =
        (f + c) % 3 === 0 ? `<rect x="${x}" y="${y}" width="100" height="40" fill="${p.accent2}"/>` : '';
      return `<rect x="${x}" y="${y}" width="100" height="${f === floors - 1 ? 150 : 90}" fill="#9fc5e0"/>${shutter}
        <rect x="${x + 47}" y="${y}" width="6" height="${f === floors - 1 ? 150 : 90}" fill="#fff"/>${balcony}
        ${c === 1 && f === 1 ? plant(x + 80, y + 42, 0.25, p) : ''}`;
    }).join(''),
  ).join('');
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1020" cy="140" r="60" fill="#fff3b0"/>
    <ellipse cx="220" cy="130" rx="110" ry="30" fill="#fff" opacity="0.8"/>
    <rect x="200" y="90" width="800" height="760" fill="${colour}"/>
    <rect x="190" y="80" width="820" height="24" fill="${shade(colour, -0.2)}"/>
    <rect x="60" y="300" width="150" height="550" fill="${shade(p.accent, 0.55)}"/>
    <rect x="990" y="250" width="180" height="600" fill="${shade(p.accent2, 0.6)}"/>
    ${windows}
    <rect x="520" y="820" width="160" height="30" fill="${shade(colour, -0.3)}"/>
    <rect x="540" y="690" width="120" height="140" rx="60" fill="${p.wood}"/>
    <rect x="0" y="850" width="${W}" height="50" fill="#9e9e9e"/>
    <circle cx="120" cy="700" r="90" fill="#4f8a4b"/><rect x="112" y="760" width="16" height="95" fill="#6d4c41"/>`;
}

function mediterraneanHouse(p: Palette, pool: boolean): string {
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="980" cy="150" r="70" fill="#fff3b0"/>
    <rect y="620" width="${W}" height="280" fill="#7cb35b"/>
    <polygon points="230,330 600,170 970,330" fill="#c8553d"/>
    <rect x="260" y="330" width="680" height="330" fill="#fbfaf5"/>
    <rect x="320" y="400" width="130" height="120" fill="#5a8fc4"/><rect x="382" y="400" width="6" height="120" fill="#fff"/>
    <rect x="750" y="400" width="130" height="120" fill="#5a8fc4"/><rect x="812" y="400" width="6" height="120" fill="#fff"/>
    <rect x="540" y="470" width="120" height="190" rx="60" fill="${p.wood}"/>
    <rect x="300" y="390" width="150" height="16" fill="${p.accent2}"/>
    <rect x="730" y="390" width="150" height="16" fill="${p.accent2}"/>
    ${plant(300, 620, 0.5, p)}${plant(900, 620, 0.5, p)}
    <rect x="100" y="380" width="22" height="300" fill="#8d6e63"/>
    ${Array.from({ length: 6 }, (_, i) => `<ellipse cx="111" cy="380" rx="120" ry="22" transform="rotate(${i * 30} 111 380)" fill="${i % 2 ? '#3f7a3f' : '#5a9a55'}"/>`).join('')}
    ${
      pool
        ? `<rect x="380" y="720" width="520" height="130" rx="20" fill="#e0e0e0"/><rect x="395" y="733" width="490" height="104" rx="14" fill="url(#water)"/>
           <path d="M420 780 q 30 -14 60 0 t 60 0 t 60 0" stroke="#bfefff" stroke-width="6" fill="none"/>`
        : `<rect x="540" y="660" width="120" height="240" fill="#d7ccc8"/>`
    }`;
}

function terrace(p: Palette): string {
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="260" cy="170" r="70" fill="#fff3b0"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 140}" y="${330 + ((i * 53) % 120)}" width="120" height="${500 - ((i * 53) % 120)}" fill="${shade('#b0bec5', -0.05 * (i % 3))}"/>`).join('')}
    <rect y="600" width="${W}" height="300" fill="#d7b899"/>
    ${Array.from({ length: 13 }, (_, i) => `<rect x="${i * 100}" y="600" width="98" height="300" fill="${i % 2 ? '#d2b190' : '#dcc0a3'}"/>`).join('')}
    <rect y="540" width="${W}" height="12" fill="#37474f"/>
    ${Array.from({ length: 30 }, (_, i) => `<rect x="${i * 41}" y="552" width="6" height="60" fill="#37474f"/>`).join('')}
    ${table(420, 700, 360, p, 2)}
    ${plant(120, 760, 0.9, p)}${plant(1060, 760, 0.8, p)}
    <path d="M0 0 L${W} 0 L${W} 60 Q ${W / 2} 120 0 60 Z" fill="${p.accent}" opacity="0.85"/>`;
}

function atticLoft(p: Palette): string {
  return `${room(p, 650)}
    <polygon points="0,0 ${W},0 ${W},120 0,380" fill="${shade(p.wall[1], -0.08)}"/>
    <polygon points="180,110 520,60 520,230 180,300" fill="url(#sky)" stroke="#fff" stroke-width="14"/>
    ${sofa(620, 470, 420, p)}
    ${shelf(120, 470, p)}
    ${lamp(1100, 690, p)}`;
}

function label(text: string, p: Palette): string {
  return `<g transform="translate(36 ${H - 92})">
    <rect width="${60 + text.length * 19}" height="56" rx="28" fill="#ffffff" opacity="0.88"/>
    <circle cx="30" cy="28" r="12" fill="${p.accent}"/>
    <text x="52" y="38" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="28" font-weight="600" fill="#2b2d42">${text}</text>
  </g>`;
}

/** The SVG text of one scene. */
export function sceneSvg(kind: SceneKind, paletteIndex: number): string {
  const p = PALETTES[paletteIndex % PALETTES.length]!;
  let body: string;
  switch (kind) {
    case 'salon':
      body = `${room(p)}${window(120, 140, 300, 330, p)}${frame(560, 170, 220, 160, p)}${sofa(520, 450, 440, p)}${plant(1100, 640, 0.9, p)}${lamp(430, 700, p)}`;
      break;
    case 'dormitorio':
      body = `${room(p)}${window(860, 130, 250, 300, p)}${frame(330, 140, 200, 140, p)}${bed(260, 500, 440, p)}${nightstand(100, 560, p)}${plant(1080, 700, 0.7, p)}`;
      break;
    case 'dormitorioDoble':
      body = `${room(p, 620)}${window(120, 120, 260, 300, p)}${bed(520, 480, 520, p)}${nightstand(1060, 540, p)}${shelf(600, 190, p)}`;
      break;
    case 'habitacionBalcon':
      body = `${room(p)}<rect x="760" y="90" width="300" height="550" fill="url(#sky)" stroke="#fff" stroke-width="16"/>
        <rect x="760" y="430" width="300" height="10" fill="#333"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${768 + i * 30}" y="440" width="5" height="200" fill="#333"/>`).join('')}
        ${bed(180, 520, 420, p)}${plant(700, 720, 0.6, p)}`;
      break;
    case 'cocina':
      body = `${room(p, 690)}${kitchen(p)}`;
      break;
    case 'fachada':
      body = facade(p, ['#e9c99b', '#f2d7b6', '#d9a679', '#efe3cf', '#e6b99a'][paletteIndex % 5]!);
      break;
    case 'terraza':
      body = terrace(p);
      break;
    case 'bano':
      body = bathroom(p);
      break;
    case 'estudio':
      body = `${room(p)}${window(120, 130, 280, 320, p)}${desk(560, 470, p)}${shelf(580, 200, p)}${plant(1060, 700, 0.8, p)}`;
      break;
    case 'comedor':
      body = `${room(p)}${window(880, 130, 240, 300, p)}${frame(200, 160, 240, 170, p)}${pendant(560, p)}${table(300, 520, 520, p)}`;
      break;
    case 'zonaComun':
      body = `${room(p)}${window(60, 120, 250, 300, p)}${window(900, 120, 250, 300, p)}${pendant(420, p)}${pendant(780, p)}${table(330, 540, 560, p, 5)}${plant(1120, 700, 0.8, p)}`;
      break;
    case 'casaMediterranea':
      body = mediterraneanHouse(p, false);
      break;
    case 'chaletPiscina':
      body = mediterraneanHouse(p, true);
      break;
    case 'atico':
      body = atticLoft(p);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p)}${body}${label(LABELS[kind], p)}</svg>`;
}

/** A simple avatar: a head-and-shoulders silhouette on a coloured background. */
export function avatarSvg(index: number): string {
  const backgrounds = [
    '#6366f1',
    '#e07a5f',
    '#2a9d8f',
    '#f4a261',
    '#8e7dbe',
    '#3d405b',
    '#81b29a',
    '#e76f51',
  ];
  const skins = ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac', '#8d5524'];
  const hair = ['#2b1d0e', '#6a4e42', '#b55239', '#1c1c1c', '#d6b370'];
  const bg = backgrounds[index % backgrounds.length]!;
  const skin = skins[index % skins.length]!;
  const h = hair[(index * 3) % hair.length]!;
  const longHair = index % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(bg, 0.25)}"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs>
    <rect width="512" height="512" fill="url(#bg)"/>
    ${longHair ? `<path d="M140 250 Q 130 100 256 90 Q 382 100 372 250 L 380 380 L 132 380 Z" fill="${h}"/>` : ''}
    <path d="M76 512 Q 90 360 256 350 Q 422 360 436 512 Z" fill="${shade(bg, -0.35)}"/>
    <rect x="226" y="300" width="60" height="70" fill="${skin}"/>
    <ellipse cx="256" cy="220" rx="100" ry="118" fill="${skin}"/>
    <path d="M156 200 Q 160 110 256 104 Q 352 110 356 200 Q 300 150 200 170 Z" fill="${h}"/>
    <circle cx="220" cy="225" r="9" fill="#2b2d42"/><circle cx="292" cy="225" r="9" fill="#2b2d42"/>
    <path d="M222 280 Q 256 305 290 280" stroke="#2b2d42" stroke-width="7" fill="none" stroke-linecap="round"/>
  </svg>`;
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** One processed picture (display copy and thumbnail), to be stored once per property or room. */
export interface DemoPicture {
  kind: SceneKind;
  image: ProcessedImage;
}

/** The scenes the demo uses, each drawn once in its own palette. */
export const DEMO_SCENES: readonly { kind: SceneKind; palette: number }[] = SCENE_KINDS.map((kind, i) => ({
  kind,
  palette: i,
}));

/** Draws and processes every demo scene (through the upload pipeline) and the avatars. */
export async function renderDemoPictures(avatars: number): Promise<{
  scenes: Map<SceneKind, ProcessedImage>;
  avatars: Buffer[];
}> {
  const scenes = new Map<SceneKind, ProcessedImage>();
  await Promise.all(
    DEMO_SCENES.map(async ({ kind, palette }) => {
      scenes.set(kind, await processListingImage(await rasterise(sceneSvg(kind, palette))));
    }),
  );
  const avatarImages = await Promise.all(
    Array.from({ length: avatars }, async (_, i) => processProfilePicture(await rasterise(avatarSvg(i)))),
  );
  return { scenes, avatars: avatarImages };
}
