/** ko-en, part 8: Places and nature; Travel and transport; Work, money and school. Format and provenance: ../ko-en.ts. */
export default `
# Places and nature
건물|building
빌딩|building (tall)
학원|private academy; cram school
고등학교|high school
중학교|middle school
초등학교|elementary school
유치원|kindergarten
대학|university; college
대학원|graduate school
기숙사|dormitory
공장|factory
편의점|convenience store
카페|café
커피숍|coffee shop
빵집|bakery
술집|bar; pub
노래방|karaoke room
미용실|hair salon
세탁소|laundry; dry cleaner
서점|bookstore
꽃집|flower shop
주차장|parking lot
주유소|gas station
경찰서|police station
대사관|embassy
시청|city hall
미술관|art gallery; art museum
동물원|zoo
놀이공원|amusement park
경기장|stadium
체육관|gym; gymnasium
헬스장|gym; fitness center
수영장|swimming pool
해변|beach
바닷가|seaside; beach
호수|lake
숲|forest; woods
언덕|hill
계곡|valley
폭포|waterfall
사막|desert
땅|land; ground
흙|soil; dirt
돌|stone; first birthday
바위|rock
모래|sand
나무|tree; wood
꽃|flower
풀|grass; glue
잎|leaf
뿌리|root
씨앗|seed
농장|farm
밭|field (for crops)
골목|alley
신호등|traffic light
횡단보도|crosswalk
입구|entrance
출구|exit
지도|map; guidance
위치|location; position
방향|direction
동쪽|east
서쪽|west
남쪽|south
북쪽|north
해외|overseas; abroad
외국|foreign country
지역|region; area
지방|region; provinces; fat
수도|capital; tap water
영국|the UK; Britain
프랑스|France
독일|Germany
러시아|Russia
캐나다|Canada
호주|Australia
유럽|Europe
아시아|Asia
북한|North Korea
지구|Earth; globe
우주|space; universe
태양|sun
바깥|outside; outdoors
# Travel and transport
교통|traffic; transportation
사고|accident; thinking
면허|license
여권|passport
짐|luggage; baggage; load
좌석|seat
출발|departure
도착|arrival
예약|reservation; booking
터미널|terminal
항구|port; harbor
트럭|truck
오토바이|motorcycle
지하|underground; basement
고속도로|highway; expressway
속도|speed
관광|sightseeing; tourism
관광객|tourist
구경|sightseeing; looking around
# Work, money and school
일자리|job; work
사업|business
직장|workplace; job
업무|work; duties
출근|going to work
퇴근|leaving work
연봉|annual salary
용돈|pocket money; allowance
계좌|bank account
통장|bankbook; bank account
현금|cash
동전|coin
세금|tax
요금|fee; fare; charge
비용|cost; expense
할인|discount
세일|sale
값|price; value
월세|monthly rent
빚|debt
보고서|report
서류|document; papers
계약|contract
면접|interview (job)
능력|ability
실력|skill; ability
성공|success
실패|failure
목표|goal; target
기회|opportunity; chance
노력|effort
성적|grades; results
점수|score; points
학년|grade; school year
학기|semester; term
과목|subject (school)
전공|major (field of study)
수학|math
미술|art; fine arts
체육|physical education; P.E.
과제|assignment; task
발표|presentation; announcement
교과서|textbook
졸업|graduation
유학|studying abroad
유학생|international student
장학금|scholarship
지식|knowledge
정보|information
내용|content; contents
주제|topic; subject; theme
제목|title
소설|novel
글|writing; text
글자|letter; character
언어|language
표현|expression
한글|Hangul (Korean alphabet)
한자|Chinese character
대화|conversation
예문|example sentence
설명|explanation
의견|opinion
이해|understanding
관심|interest
답|answer
정답|correct answer
실수|mistake
잘못|mistake; fault
규칙|rule
권리|right (entitlement)
의무|duty; obligation
책임|responsibility
사건|incident; event; case
소문|rumor
비밀|secret
거짓말|lie
진실|truth
증거|evidence; proof
원인|cause
목적|purpose; aim
기준|standard; criterion
조건|condition; terms
가능성|possibility; chance
차이|difference
변화|change
발전|development; progress
영향|influence; effect
효과|effect
과정|process; course
단계|step; stage
수준|level; standard
종류|kind; type; sort
모양|shape; form
크기|size
길이|length
높이|height
무게|weight
양|amount; quantity; sheep
숫자|number; figure
대부분|most; the majority
일부|part; some
주변|surroundings; around
건너편|the other side; across
구석|corner
중심|center; focus
세대|generation; household
인구|population
국제|international
선거|election
투표|vote; voting
군대|military; army
위기|crisis
지진|earthquake
태풍|typhoon
화재|fire (disaster)
오염|pollution
에너지|energy
전기|electricity
기후|climate
온도|temperature
기온|air temperature
소나기|shower (rain)
번개|lightning
천둥|thunder
무지개|rainbow
안개|fog
햇빛|sunlight
그림자|shadow
빛|light
공기|air
얼음|ice
`;
