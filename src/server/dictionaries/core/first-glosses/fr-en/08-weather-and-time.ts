/** fr-en, part 8: Weather and time. Format and provenance: ../fr-en.ts. */
export default `
# Weather and time
météo|weather forecast
brouillard|fog
verglas|black ice
tonnerre|thunder
arc-en-ciel|rainbow
canicule|heatwave
week-end|weekend
lendemain|next day
veille|day before; eve
aube|dawn
coucher|bedtime; setting (of the sun)
lever|rising; getting up
calendrier|calendar
agenda|diary; planner
quart|quarter
demi|half
minuit|midnight
décennie|decade
`;
