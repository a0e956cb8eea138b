/** en-ko, part 5: From en-frequency.ts, in its order (5). Format and provenance: ../en-ko.ts. */
export default `
ear|귀
shop|가게
folk|사람들; 민속
principle|원리; 원칙
survive/v|살아남다
lift/v|들어 올리다
border|국경; 경계
competition|경쟁; 대회
jump/v|뛰다; 점프하다
gather/v|모이다; 모으다
limit/v|제한하다
fit/v|맞다; 어울리다
cry/v|울다; 외치다
equipment|장비
worth/a|~의 가치가 있다
associate/v|연관시키다; 어울리다
critic|비평가
warm/a|따뜻하다
aspect|측면; 양상
insist/v|주장하다; 고집하다
failure|실패
annual/a|매년의; 연간의
french/a|프랑스의; 프랑스어의
christmas|크리스마스
comment|논평; 댓글; 의견
responsible/a|책임 있다; 책임감 있는
affair|일; 사건; 불륜
procedure|절차
regular/a|규칙적; 보통의; 단골의
spread/v|퍼지다; 펴다; 바르다
chairman|의장; 회장
baseball|야구
soft/a|부드럽다
ignore/v|무시하다
egg|달걀; 알
belief|믿음; 신념
demonstrate/v|보여 주다; 시위하다
anybody|누구든지; 아무도
murder|살인
gift|선물; 재능
religion|종교
review|검토; 복습; 후기
editor|편집자
engage/v|참여하다; 관여시키다
coffee|커피
document|문서; 서류
speed|속도
cross/v|건너다
influence|영향
anyway/r|어쨌든
threaten/v|위협하다
commit/v|저지르다; 전념하다
female/a|여성의; 암컷의
youth|젊음; 청소년
wave|파도; 물결
afraid/a|무서워하다; 두려워하다
quarter|4분의 1; 15분
background|배경
native/a|모국의; 원어민의; 토박이의
broad/a|넓다
wonderful/a|멋지다; 훌륭하다
deny/v|부인하다; 거부하다
apparently/r|듣자 하니; 보아하니
slightly/r|약간
reaction|반응
twice/r|두 번; 두 배로
suit|정장; 소송
perspective|관점; 시각
growing/a|증가하는; 커지는
blow/v|불다
construction|건설; 공사
intelligence|지능; 정보
destroy/v|파괴하다
cook/v|요리하다
connection|연결; 관계
burn/v|타다; 태우다; 데다
shoe|신발
grade|성적; 학년; 등급
context|맥락; 문맥
committee|위원회
hey/i|야; 이봐
mistake|실수
location|위치; 장소
clothes|옷
indian/a|인도의; 아메리카 원주민의
quiet/a|조용하다
dress/v|옷을 입다; 입히다
promise/v|약속하다
aware/a|알고 있다; 의식하다
neighbor|이웃
function|기능
bone|뼈
active/a|활동적; 적극적
extend/v|연장하다; 늘리다
chief/a|주요한; 최고의
combine/v|결합하다; 합치다
wine|와인; 포도주
below/r|아래에
cool/a|시원하다; 멋지다
voter|유권자
learning|배움; 학습
bus|버스
hell|지옥
dangerous/a|위험하다
remind/v|상기시키다; 생각나게 하다
moral/a|도덕적; 도덕의
united/a|연합한; 통합된
category|범주; 카테고리
relatively/r|비교적; 상대적으로
victory|승리
academic/a|학문의; 학업의
internet|인터넷
healthy/a|건강하다; 건강에 좋은
fire/v|해고하다; 발사하다
negative/a|부정적; 음성의
following/a|다음의; 아래의
historical/a|역사적; 역사의
medicine|약; 의학
tour|여행; 관광; 투어
depend/v|~에 달려 있다; 의지하다
photo|사진
finding|결과; 발견
grab/v|붙잡다; 움켜잡다
direct/a|직접적; 곧장 가는
classroom|교실
contact|연락; 접촉
justice|정의; 공정
participate/v|참여하다; 참가하다
daily/a|매일의; 일상의
fair/a|공정하다; 공평하다
pair|한 쌍; 켤레
famous/a|유명하다
exercise|운동; 연습 문제
knee|무릎
flower|꽃
tape|테이프
hire/v|고용하다
familiar/a|익숙하다; 친숙하다
appropriate/a|적절하다
supposed/a|~하기로 되어 있는
rain/v|비가 오다
sick/a|아프다; 메스껍다
hungry/a|배고프다
tired/a|피곤하다; 싫증 나다
thirsty/a|목마르다
angry/a|화나다
sad/a|슬프다
funny/a|웃기다; 재미있다
cheap/a|싸다
expensive/a|비싸다
clean/a|깨끗하다
dirty/a|더럽다
busy/a|바쁘다
empty/a|비어 있다; 텅 비다
favorite/a|가장 좋아하는
delicious/a|맛있다
lovely/a|사랑스럽다; 멋지다
pretty/a|예쁘다
ugly/a|못생기다; 추하다
kind/a|친절하다
polite/a|공손하다; 예의 바르다
rude/a|무례하다
lazy/a|게으르다
smart/a|똑똑하다; 세련되다
stupid/a|멍청하다; 바보 같다
crazy/a|미치다; 말도 안 되다
strange/a|이상하다; 낯설다
weird/a|이상하다; 기묘하다
boring/a|지루하다
excited/a|신나다; 흥분하다
nervous/a|긴장하다; 초조하다
scared/a|무서워하다; 겁먹다
surprised/a|놀라다
worried/a|걱정하다
bored/a|지루해하다; 심심하다
lonely/a|외롭다
proud/a|자랑스럽다
brave/a|용감하다
shy/a|수줍다; 부끄러워하다
calm/a|침착하다; 고요하다
gentle/a|부드럽다; 온화하다
honest/a|정직하다; 솔직하다
fat/a|뚱뚱하다
thin/a|마르다; 얇다
tall/a|키가 크다; 높다
slow/a|느리다
fast/a|빠르다
loud/a|시끄럽다; 큰 소리의
wet/a|젖다; 축축하다
dry/a|마르다; 건조하다
sweet/a|달다; 다정하다
sour/a|시다
salty/a|짜다
bitter/a|쓰다
spicy/a|맵다
raw/a|날것의; 생
ripe/a|익다 (과일)
smooth/a|매끄럽다
rough/a|거칠다; 힘들다
sharp/a|날카롭다
breakfast|아침 식사
lunch|점심 식사
meal|식사; 끼니
bread|빵
rice|쌀; 밥
meat|고기
chicken|닭; 닭고기
beef|소고기
pork|돼지고기
fruit|과일
apple|사과
banana|바나나
orange|오렌지; 주황색
vegetable|채소
potato|감자
tomato|토마토
onion|양파
salad|샐러드
soup|수프; 국
cheese|치즈
butter|버터
milk|우유
tea|차
juice|주스
beer|맥주
sugar|설탕
salt|소금
pepper|후추; 고추
cake|케이크
cookie|쿠키; 과자
chocolate|초콜릿
sandwich|샌드위치
pizza|피자
pasta|파스타
noodle|국수; 면
dessert|디저트; 후식
snack|간식
plate|접시
bowl|그릇; 사발
fork|포크
knife|칼
spoon|숟가락
bottle|병
fridge|냉장고
oven|오븐
bedroom|침실
bathroom|화장실; 욕실
shower|샤워; 소나기
toilet|화장실; 변기
sofa|소파
couch|소파
desk|책상
lamp|램프; 전등
mirror|거울
shelf|선반
drawer|서랍
closet|옷장; 벽장
roof|지붕
stair|계단
ceiling|천장
carpet|카펫
curtain|커튼
pillow|베개
blanket|담요; 이불
towel|수건
soap|비누
toothbrush|칫솔
lock|자물쇠
shirt|셔츠
pants|바지
jeans|청바지
dress|원피스; 드레스
skirt|치마
jacket|재킷; 점퍼
coat|코트; 외투
sweater|스웨터
hat|모자
cap|모자; 뚜껑
sock|양말
boot|부츠; 장화
glove|장갑
scarf|목도리; 스카프
belt|벨트; 허리띠
wallet|지갑
watch|손목시계
ring|반지
umbrella|우산
glasses|안경
uniform|유니폼; 교복; 제복
pocket|주머니
button|단추; 버튼
monday|월요일
tuesday|화요일
wednesday|수요일
thursday|목요일
friday|금요일
saturday|토요일
sunday|일요일
january|1월
february|2월
`;
