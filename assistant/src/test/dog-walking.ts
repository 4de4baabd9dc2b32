// The dog-walking idea the offline generators' tests share: its idea card in English and in German.

export const PAWWALK_CARD = {
  name: 'PawWalk',
  tagline: 'Dog walks you can count on.',
  key_features: ['Book a vetted dog walker in the app', 'Live GPS tracking of every walk'],
  target_group: 'Busy dog owners who work long shifts',
  value_proposition: 'PawWalk helps busy dog owners find reliable dog walkers nearby.',
};

export const PFOTENTOUR_CARD = {
  name: 'PfotenTour',
  tagline: 'Gassi-Service, auf den du zählen kannst.',
  key_features: ['Geprüfte Hundesitter per App buchen', 'Live-Ortung jedes Spaziergangs'],
  target_group: 'Hundebesitzer mit langen Arbeitszeiten',
  value_proposition: 'PfotenTour hilft Hundebesitzern, verlässliche Hundesitter in der Nähe zu finden.',
};
