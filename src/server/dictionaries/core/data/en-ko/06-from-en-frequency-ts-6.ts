/** en-ko, part 6: From en-frequency.ts, in its order (6). Format and provenance: ../en-ko.ts. */
export default `
march|3월; 행진
april|4월
june|6월
july|7월
august|8월
september|9월
october|10월
november|11월
december|12월
autumn|가을
fall|가을; 추락
holiday|휴일; 휴가
birthday|생일
vacation|방학; 휴가
cat|고양이
cow|소; 암소
pig|돼지
sheep|양
duck|오리
rabbit|토끼
mouse|쥐; 마우스
bear|곰
lion|사자
tiger|호랑이
elephant|코끼리
monkey|원숭이
snake|뱀
insect|곤충; 벌레
bee|벌
fly|파리
spider|거미
cloud|구름
rain|비
snow|눈
storm|폭풍
moon|달
ocean|바다; 대양
lake|호수
beach|해변
island|섬
hill|언덕
valley|계곡; 골짜기
desert|사막
grass|풀; 잔디
leaf|잎
mom|엄마
dad|아빠
grandmother|할머니
grandfather|할아버지
grandma|할머니
grandpa|할아버지
aunt|이모; 고모; 숙모
uncle|삼촌; 외삼촌; 이모부
cousin|사촌
niece|조카딸
nephew|조카
grandson|손자
granddaughter|손녀
wedding|결혼식
boyfriend|남자친구
girlfriend|여자친구
classmate|반 친구; 급우
roommate|룸메이트
stranger|낯선 사람
train|기차
airport|공항
ticket|표; 티켓
passenger|승객
journey|여행; 여정
map|지도
luggage|짐; 수하물
passport|여권
taxi|택시
bicycle|자전거
bike|자전거; 오토바이
subway|지하철
highway|고속도로
bridge|다리
traffic|교통; 차량
parking|주차
nurse|간호사
dentist|치과 의사
pharmacy|약국
headache|두통
fever|열
cough|기침
cold|감기; 추위
pill|알약
library|도서관
museum|박물관
theater|극장
cinema|영화관
supermarket|슈퍼마켓
mall|쇼핑몰
bakery|빵집
post|게시물; 우편; 기둥
cafe|카페
bar|술집; 막대
email|이메일
laptop|노트북
keyboard|키보드
password|비밀번호
website|웹사이트
app|앱
online/a|온라인의
download/v|내려받다; 다운로드하다
upload/v|올리다; 업로드하다
click/v|클릭하다
type/v|입력하다; 타자를 치다
search/v|찾다; 검색하다
homework|숙제
exam|시험
pencil|연필
pen|펜
notebook|공책; 노트
dictionary|사전
vocabulary|어휘; 단어
grammar|문법
sentence|문장; 형벌
pronunciation|발음
translate/v|번역하다
spell/v|철자를 말하다; 철자를 쓰다
clean/v|청소하다; 닦다
wash/v|씻다; 빨다
bake/v|굽다
boil/v|끓이다; 삶다
fry/v|튀기다; 볶다
mix/v|섞다
pour/v|붓다; 따르다
taste/v|맛보다; 맛이 나다
smell/v|냄새 맡다; 냄새가 나다
shut/v|닫다
lock/v|잠그다
fix/v|고치다; 정하다
repair/v|수리하다; 고치다
paint/v|칠하다; 그리다
dance/v|춤추다
swim/v|수영하다; 헤엄치다
climb/v|오르다; 등반하다
kick/v|차다
hug/v|껴안다; 포옹하다
kiss/v|키스하다; 뽀뽀하다
shout/v|외치다; 소리치다
scream/v|비명을 지르다
whisper/v|속삭이다
yell/v|소리 지르다
wake/v|깨다; 깨우다
rest/v|쉬다
relax/v|쉬다; 긴장을 풀다
hurry/v|서두르다
rush/v|서두르다; 돌진하다
borrow/v|빌리다
lend/v|빌려주다
owe/v|빚지다
rent/v|빌리다; 임대하다
afford/v|~할 여유가 있다
waste/v|낭비하다
forgive/v|용서하다
apologize/v|사과하다
greet/v|인사하다; 맞이하다
invite/v|초대하다
celebrate/v|축하하다; 기념하다
congratulate/v|축하하다
hate/v|싫어하다; 미워하다
prefer/v|더 좋아하다; 선호하다
doubt/v|의심하다
trust/v|믿다; 신뢰하다
pretend/v|~인 척하다
regret/v|후회하다
complain/v|불평하다
recommend/v|추천하다
organize/v|정리하다; 조직하다
arrange/v|준비하다; 정리하다; 배열하다
damage/v|손상시키다; 피해를 주다
injure/v|다치게 하다
disappear/v|사라지다
knock/v|두드리다; 노크하다
ring/v|울리다; 전화하다
goodbye/i|안녕히 가세요; 잘 가
hello/i|안녕하세요; 여보세요
thanks/i|고마워; 감사합니다
sorry/i|미안해요; 죄송합니다
wow/i|와
bye/i|안녕; 잘 가
basically/r|기본적으로
literally/r|말 그대로; 정말로
definitely/r|분명히; 확실히
honestly/r|솔직히
seriously/r|진지하게; 심각하게; 정말로
totally/r|완전히
everywhere/r|어디에나; 곳곳에
somewhere/r|어딘가에
anywhere/r|어디든지; 아무 데도
nowhere/r|아무 데도 ~ 않다
abroad/r|해외에; 외국으로
downstairs/r|아래층에; 아래층으로
upstairs/r|위층에; 위층으로
nearby/r|근처에; 가까이에
yesterday/r|어제
early/r|일찍
late/r|늦게
twenty/m|스물; 이십
thirty/m|서른; 삼십
forty/m|마흔; 사십
fifty/m|쉰; 오십
sixty/m|예순; 육십
seventy/m|일흔; 칠십
eighty/m|여든; 팔십
ninety/m|아흔; 구십
eleven/m|열하나; 십일
twelve/m|열둘; 십이
thirteen/m|열셋; 십삼
fourteen/m|열넷; 십사
fifteen/m|열다섯; 십오
sixteen/m|열여섯; 십육
seventeen/m|열일곱; 십칠
eighteen/m|열여덟; 십팔
nineteen/m|열아홉; 십구
accident|사고
advice|조언; 충고
alarm|알람; 경보
anger|분노; 화
anniversary|기념일
apology|사과
appointment|약속; 예약
average|평균
award|상
balance|균형; 잔액
bargain|싼 물건; 흥정
bottom|바닥; 밑
brand|상표; 브랜드
brick|벽돌
bunch|다발; 송이; 무리
cabin|오두막; 객실
calendar|달력
candle|양초
cash|현금
champion|챔피언; 우승자
channel|채널; 해협
chapter|장 (책)
charity|자선; 자선 단체
chart|도표; 차트
cheek|볼; 뺨
chest|가슴; 상자
chin|턱
climate|기후
clinic|병원; 진료소
coast|해안
coin|동전
colleague|동료
comfort|편안함; 위로
concert|콘서트; 음악회
confidence|자신감; 신뢰
contest|대회; 경연
costume|의상; 복장
cotton|면; 목화
courage|용기
crew|승무원; 팀
crown|왕관
curiosity|호기심
cycle|주기; 순환; 자전거
damage|피해; 손상
danger|위험
deadline|마감; 마감일
debt|빚
delay|지연
delivery|배달; 출산
deposit|보증금; 예금
designer|디자이너
destination|목적지
diet|식단; 다이어트
dinosaur|공룡
disaster|재난; 재해
discount|할인
dish|요리; 접시
dust|먼지
duty|의무; 세금
emergency|비상; 응급
emotion|감정
engine|엔진
engineer|엔지니어; 기술자
entrance|입구
envelope|봉투
error|오류; 실수
escape|탈출
essay|에세이; 수필; 과제물
excuse|변명; 핑계
exhibition|전시회
expert|전문가
explanation|설명
fashion|패션; 유행
fault|잘못; 결점
feather|깃털
fence|울타리
festival|축제
file|파일; 서류철
flag|깃발
flavor|맛; 풍미
flood|홍수
fog|안개
`;
