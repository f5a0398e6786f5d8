'use strict';

// Date de Pâques (algorithme de Meeus/Jones/Butcher), à minuit UTC.
function paques(annee) {
  const a = annee % 19;
  const b = Math.floor(annee / 100);
  const c = annee % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mois = Math.floor((h + l - 7 * m + 114) / 31);
  const jour = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(annee, mois - 1, jour));
}

function decale(date, jours) {
  return new Date(date.getTime() + jours * 86400000);
}

function iso(date) {
  return date.toISOString().slice(0, 10);
}

// Les onze jours fériés de France métropolitaine, triés par date.
function joursFeries(annee) {
  const p = paques(annee);
  const fixes = [
    ['01-01', "Jour de l'an"],
    ['05-01', 'Fête du Travail'],
    ['05-08', 'Victoire 1945'],
    ['07-14', 'Fête nationale'],
    ['08-15', 'Assomption'],
    ['11-01', 'Toussaint'],
    ['11-11', 'Armistice 1918'],
    ['12-25', 'Noël'],
  ].map(([md, nom]) => ({ date: annee + '-' + md, nom }));
  const mobiles = [
    { date: iso(decale(p, 1)), nom: 'Lundi de Pâques' },
    { date: iso(decale(p, 40)), nom: 'Ascension' },
    { date: iso(decale(p, 49)), nom: 'Lundi de Pentecôte' },
  ];
  return [...fixes, ...mobiles].sort((x, y) => x.date.localeCompare(y.date));
}

function estFerie(dateIso) {
  return joursFeries(Number(dateIso.slice(0, 4))).some((j) => j.date === dateIso);
}

module.exports = { paques, joursFeries, estFerie };
