/** ru-en, part 9: Part 2: further common lemmas (not in ru-frequency.ts), grouped by kind (5). Format and provenance: ../ru-en.ts. */
export default `
никуда/r|nowhere (direction)
впереди/r|ahead; in front
сзади/r|behind; at the back
назад/r|back; ago
вперёд/r|forward; ahead
наверху/r|upstairs; above
внизу/r|below; downstairs
снаружи/r|outside
напротив/r|opposite; on the contrary
сначала/r|at first; first
затем/r|then; after that
позже/r|later
раньше/r|before; earlier
давно/r|long ago; for a long time
недавно/r|recently
долго/r|long; for a long time
навсегда/r|forever
немедленно/r|immediately
срочно/r|urgently
вовремя/r|on time; in time
заранее/r|in advance
вообще/r|in general; at all
совершенно/r|completely; absolutely
абсолютно/r|absolutely
точно/r|exactly; precisely; for sure
особенно/r|especially
слишком/r|too
чуть/r|slightly; a little; hardly
едва/r|hardly; barely; just
просто/r|simply; just
легко/r|easily; it is easy
трудно/r|it is difficult; hard
тяжело/r|hard; heavily
интересно/r|interesting; I wonder
весело/r|merrily; it is fun
грустно/r|sadly; it is sad
страшно/r|terribly; it is scary
жаль/r|pity; sorry; it's a shame
отлично/r|excellently; great
прекрасно/r|beautifully; perfectly
ужасно/r|terribly; awfully
нормально/r|normally; OK; fine
правильно/r|correctly; right
верно/r|right; correctly; true
вероятно/r|probably; likely
возможно/r|possibly; perhaps
видимо/r|apparently; evidently
обязательно/r|definitely; without fail
громко/r|loudly
тихо/r|quietly; silently
тепло/r|warm; warmly
холодно/r|cold; coldly
жарко/r|hot
темно/r|dark
удобно/r|comfortably; convenient
вкусно/r|tasty; deliciously
дорого/r|expensive; dearly
дёшево/r|cheaply; cheap
пешком/r|on foot
вслух/r|aloud; out loud
наизусть/r|by heart
по-русски/r|in Russian
по-английски/r|in English
по-моему/r|in my opinion
утром/r|in the morning
днём/r|in the afternoon; by day
вечером/r|in the evening
ночью/r|at night
летом/r|in summer
зимой/r|in winter
весной/r|in spring
осенью/r|in autumn
послезавтра/r|the day after tomorrow
позавчера/r|the day before yesterday
однажды/r|once; one day
обычно/r|usually
постоянно/r|constantly; always
случайно/r|by chance; accidentally
специально/r|on purpose; specially
лучше/r|better
хуже/r|worse
дальше/r|further; then
полностью/r|completely; fully
вполне/r|quite; fully
достаточно/r|enough; sufficiently
сильно/r|strongly; very much; hard
гораздо/r|much; far
`;
