/**
 * Built-in English → Korean core vocabulary for offline glosses (used when no dictionary or AI
 * provider covers an English word for a Korean-speaking learner).
 *
 * Provenance: written for this project from general knowledge of English and Korean, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. It follows
 * src/server/language/data/en-frequency.ts entry by entry (same order, spelling and tag).
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Korean glosses are in the dictionary form (먹다, 좋다);
 * function words get their usual Korean equivalent or a short explanation in parentheses.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun or, as in the
 * frequency list, a function word.
 * Lines starting with # are comments.
 */
export default `
# From en-frequency.ts, in its order
the|그 (정관사)
be/v|이다; 있다; 되다
and|그리고; ~와; ~고
of|~의; ~ 중에서
a|하나의; 어떤 (부정관사)
to|~에; ~로; ~에게
in|~ 안에; ~에서; ~에
have/v|가지다; 있다; 먹다
it|그것; 그
i|나; 저
that|저것; 그것; ~라는 것
for|~을 위해; ~ 동안; ~에게
you|너; 당신; 여러분
he|그; 그 남자
with|~와 함께; ~로
on|~ 위에; ~에
do/v|하다
say/v|말하다
this|이것; 이
they|그들; 그것들
at|~에; ~에서
but|그러나; 하지만
we|우리
his|그의; 그의 것
from|~에서; ~로부터
not|아니다; 않다 (부정)
by|~에 의해; ~ 옆에; ~까지
she|그녀
or|또는; 아니면
as|~로서; ~처럼; ~ 때문에
what|무엇; 뭐; 어떤
go/v|가다
their|그들의
can|~할 수 있다; 캔; 깡통
who|누구; ~하는 (사람)
get/v|얻다; 받다; 되다
if|만약 ~면; ~인지
would|~할 것이다; ~하곤 했다
her|그녀의; 그녀를
all|모든; 모두; 다
my|나의; 내
make/v|만들다; ~하게 하다
about|~에 대해; 약; 대략
know/v|알다
will|~할 것이다; 의지; 유언
up|위로; 위에
one/m|하나; 일
time|시간; 때; 번
there|거기; 저기; ~이 있다
year|해; 년
so|그래서; 아주; 그렇게
think/v|생각하다
when|언제; ~할 때
which|어느; 어떤; ~하는 (것)
them|그들을; 그것들을
some|약간의; 어떤; 몇몇
me|나를; 저를
people|사람들
take/v|가져가다; 잡다; 타다
out|밖으로; 밖에
into|~ 안으로; ~로
just|그냥; 방금; 딱
see/v|보다; 알다
him|그를; 그에게
your|너의; 당신의
come/v|오다
could|~할 수 있었다; ~할 수도 있다
now|지금; 이제
than|~보다
like|좋아하다; ~처럼; ~ 같은
other/a|다른
how|어떻게; 얼마나
then|그때; 그러고 나서; 그러면
its|그것의
our|우리의
two/m|둘; 이
more|더; 더 많은
these|이것들; 이
want/v|원하다; 바라다
way|길; 방법; 방식
look/v|보다; ~해 보이다
first/a|첫 번째의; 처음의
also|또한; ~도
new/a|새롭다; 새
because|~ 때문에; 왜냐하면
day|날; 하루; 낮
use/v|사용하다; 쓰다
no|아니요; 없다; 어떤 ~도 아닌
man|남자; 사람
find/v|찾다; 발견하다
here|여기
thing|것; 물건; 일
give/v|주다
many|많은; 다수
well/r|잘; 글쎄
only|오직; ~만; 유일한
those|저것들; 그
tell/v|말하다; 알려주다
very|매우; 아주
even|~조차; 심지어; 훨씬
back/r|뒤로; 다시; 돌아가서
any|어떤; 아무; 조금도
good/a|좋다; 잘하다; 착하다
woman|여자; 여성
through|~을 통해; ~을 지나
us|우리를; 우리에게
life|삶; 인생; 생명
child|아이; 어린이
work/v|일하다; 작동하다
down/r|아래로; 아래에
may|~일지도 모른다; ~해도 된다; 5월
after|~ 후에; ~ 뒤에
should|~해야 한다; ~하는 게 좋다
call/v|부르다; 전화하다
world|세계; 세상
over|~ 위에; ~ 넘어; 끝난
school|학교
still/r|아직; 여전히; 그래도
try/v|노력하다; 해 보다
last/a|마지막의; 지난
ask/v|묻다; 부탁하다
need/v|필요하다; ~해야 하다
too|너무; ~도
feel/v|느끼다
three/m|셋; 삼
state|상태; 주(州); 국가
never/r|절대 ~ 않다; 한 번도 ~ 않다
become/v|되다
between|~ 사이에
high/a|높다
really/r|정말; 진짜
something|무언가; 어떤 것
most|가장; 대부분
another|또 하나의; 다른
family|가족
own/a|자신의; 자기 소유의
leave/v|떠나다; 남기다; 두고 가다
put/v|놓다; 두다; 넣다
old/a|늙다; 오래되다; 옛날의
while|~하는 동안; 잠시
mean/v|의미하다; 뜻하다
keep/v|유지하다; 계속하다; 보관하다
student|학생
why|왜
let/v|~하게 하다; 허락하다
great/a|훌륭하다; 대단하다; 크다
same/a|같다; 똑같다
big/a|크다
group|그룹; 무리; 단체
begin/v|시작하다
seem/v|~인 것 같다; ~처럼 보이다
country|나라; 시골
help/v|돕다
talk/v|이야기하다; 말하다
where|어디; ~하는 곳
turn/v|돌다; 돌리다; 바뀌다
problem|문제
every|모든; ~마다
start/v|시작하다
hand|손
might|~일지도 모른다
show/v|보여 주다
part|부분; 일부; 역할
against|~에 반대하여; ~에 기대어
place|곳; 장소
such|그런; 그렇게
again/r|다시; 또
few|몇몇의; 거의 없는
case|경우; 사건; 상자
week|주; 일주일
company|회사; 일행; 동행
system|체계; 시스템; 제도
each|각각의; 각자
right/a|옳다; 맞다; 오른쪽의
program|프로그램
hear/v|듣다; 들리다
question|질문; 문제
during|~ 동안
play/v|놀다; 경기하다; 연주하다
government|정부
run/v|달리다; 운영하다
small/a|작다
number|수; 숫자; 번호
off|떨어져; 꺼져; 쉬는
always/r|항상; 언제나
move/v|움직이다; 옮기다; 이사하다
night|밤
live/v|살다
point|요점; 점; 점수
believe/v|믿다
hold/v|잡다; 들다; 열다 (행사)
today/r|오늘
bring/v|가져오다; 데려오다
happen/v|일어나다; 생기다
next/a|다음의
without|~ 없이
before|~ 전에; 이전에
large/a|크다; 넓다
million/m|백만
must|~해야 한다; ~임에 틀림없다
home|집; 가정
under|~ 아래에; ~ 미만
water|물
room|방; 공간
write/v|쓰다
mother|어머니
area|지역; 분야; 면적
national/a|국가의; 전국의
money|돈
story|이야기; 층
young/a|젊다; 어리다
fact|사실
month|달; 개월
different/a|다르다
lot|많음 (a lot); 부지; 구역
study/v|공부하다; 연구하다
book|책
eye|눈
job|일; 직업; 일자리
word|단어; 말
business|사업; 일; 장사
issue|문제; 쟁점; 호
side|쪽; 옆; 편
kind|종류; 유형
four/m|넷; 사
head|머리; 우두머리
far/r|멀리; 훨씬
black/a|검다; 까맣다
long/a|길다
both|둘 다; 양쪽의
little/a|작다; 적은
house|집
yes/i|네; 예
since|~ 이후로; ~ 때문에
provide/v|제공하다; 주다
service|서비스; 봉사
around|주위에; 약; 여기저기
friend|친구
important/a|중요하다
father|아버지
sit/v|앉다
away/r|떨어져; 멀리
until|~까지
power|힘; 권력; 전력
hour|시간
game|게임; 경기
often/r|자주
yet|아직; 그러나
line|줄; 선; 대사
political/a|정치적; 정치의
end/v|끝나다; 끝내다
among|~ 사이에; ~ 중에
ever/r|언젠가; 한 번이라도
stand/v|서다; 참다
bad/a|나쁘다
lose/v|잃다; 지다
however/r|그러나; 아무리 ~해도
member|회원; 구성원
pay/v|지불하다; 내다
law|법; 법률
meet/v|만나다
car|자동차; 차
city|도시
almost/r|거의
include/v|포함하다
continue/v|계속하다
set/v|놓다; 설정하다; (해가) 지다
later/r|나중에; 후에
community|공동체; 지역 사회
much|많은; 많이; 훨씬
name|이름
five/m|다섯; 오
once|한 번; 예전에; ~하자마자
white/a|하얗다; 흰
least|가장 적은; 최소
president|대통령; 회장; 사장
learn/v|배우다
real/a|진짜의; 실제의
change/v|바꾸다; 바뀌다; 갈아입다
team|팀
minute|분; 잠깐
best/a|가장 좋은; 최고의
several|몇몇의; 여러
idea|생각; 아이디어
kid|아이; 애
body|몸; 신체
information|정보
nothing|아무것도 없음
ago/r|~ 전에
lead/v|이끌다; 안내하다
social/a|사회의; 사회적
understand/v|이해하다
whether|~인지 (아닌지)
watch/v|보다; 지켜보다
together/r|함께; 같이
follow/v|따라가다; 따르다
parent|부모
stop/v|멈추다; 그만두다; 막다
face|얼굴
anything|무엇이든; 아무것도
create/v|만들다; 창조하다
public/a|공공의; 대중의
already/r|이미; 벌써
speak/v|말하다
others|다른 사람들
read/v|읽다
level|수준; 단계; 층
allow/v|허락하다; 허용하다
add/v|더하다; 추가하다
office|사무실; 회사
spend/v|쓰다 (돈); 보내다 (시간)
door|문
health|건강
person|사람
art|미술; 예술
sure/a|확실하다; 물론
war|전쟁
history|역사
party|파티; 정당
within|~ 이내에; ~ 안에
grow/v|자라다; 기르다; 커지다
result|결과
open/v|열다; 열리다
morning|아침; 오전
walk/v|걷다; 산책하다
reason|이유
low/a|낮다
win/v|이기다; 얻다
research|연구; 조사
girl|소녀; 여자아이
guy|남자; 녀석
early/a|이르다; 초기의
food|음식
moment|순간; 잠깐
himself|그 자신
air|공기
teacher|선생님; 교사
force|힘; 군대
offer/v|제공하다; 제안하다
enough|충분한; 충분히
education|교육
across|건너서; 가로질러
although|비록 ~지만
remember/v|기억하다
foot|발; 피트
second/m|두 번째의; 초
boy|소년; 남자아이
maybe/r|아마; 어쩌면
toward|~ 쪽으로; ~을 향해
able/a|할 수 있다; 유능하다
age|나이; 시대
policy|정책; 방침
everything|모든 것
love/v|사랑하다; 아주 좋아하다
process|과정; 절차
music|음악
including|~을 포함하여
consider/v|고려하다; 여기다
appear/v|나타나다; ~처럼 보이다
actually/r|실제로; 사실은
buy/v|사다
probably/r|아마
human/a|인간의; 사람의
wait/v|기다리다
serve/v|(음식을) 내다; 봉사하다
market|시장
die/v|죽다
send/v|보내다
expect/v|기대하다; 예상하다
sense|감각; 느낌; 의미
build/v|짓다; 만들다
stay/v|머무르다; 묵다
fall/v|떨어지다; 넘어지다
oh/i|오; 아
nation|국가; 국민
plan/v|계획하다
cut/v|자르다
college|대학
interest|관심; 흥미; 이자
death|죽음
course|강좌; 과정; 코스
someone|누군가
experience|경험
behind|~ 뒤에
reach/v|닿다; 도착하다
local/a|지역의; 현지의
kill/v|죽이다
six/m|여섯; 육
remain/v|남다; 여전히 ~이다
effect|효과; 영향
yeah/i|응; 그래
suggest/v|제안하다; 암시하다
class|수업; 반; 계층
control/v|통제하다; 조절하다
raise/v|올리다; 기르다
care/v|신경 쓰다; 돌보다
perhaps/r|아마; 어쩌면
late/a|늦다
hard/a|어렵다; 단단하다
field|들판; 분야; 경기장
else|그 밖의; 다른
pass/v|지나가다; 건네주다; 합격하다
former/a|이전의; 전(前)
sell/v|팔다
major/a|주요한; 큰
sometimes/r|가끔; 때때로
require/v|필요로 하다; 요구하다
along|~을 따라
development|발전; 개발
themselves|그들 자신
report/v|보고하다; 보도하다
role|역할
better/a|더 좋은; 더 나은
economic/a|경제의; 경제적
effort|노력
decide/v|결정하다
rate|비율; 속도; 요금
strong/a|강하다; 튼튼하다
possible/a|가능하다
heart|심장; 마음
drug|약; 마약
show|쇼; 공연; 프로그램
leader|지도자; 리더
light|빛; 불; 조명
voice|목소리
wife|아내
whole/a|전체의; 모든
police|경찰
mind|마음; 정신
finally/r|마침내; 결국
pull/v|당기다; 끌다
return/v|돌아오다; 돌려주다
free/a|자유롭다; 무료의
military/a|군사의; 군대의
price|가격; 값
less|더 적은; 덜
according|(~에) 따르면
decision|결정
explain/v|설명하다
son|아들
hope/v|바라다; 희망하다
develop/v|발전하다; 개발하다
view|경치; 견해; 관점
relationship|관계
carry/v|나르다; 들고 다니다
town|마을; 도시
road|길; 도로
drive/v|운전하다
arm|팔
true/a|사실이다; 진짜의
federal/a|연방의
break/v|깨다; 부수다; 고장 나다
difference|차이
thank/v|감사하다
receive/v|받다
value|가치; 값
international/a|국제적; 국제의
building|건물
action|행동; 조치
full/a|가득 차다; 배부르다
model|모델; 모형
join/v|가입하다; 합류하다
season|계절; 시즌
society|사회
tax|세금
director|감독; 이사; 책임자
position|위치; 자리; 입장
player|선수; 플레이어
agree/v|동의하다
especially/r|특히
record|기록; 음반
pick/v|고르다; 따다
wear/v|입다; 신다; 쓰다
paper|종이; 신문; 논문
special/a|특별하다
space|공간; 우주
ground|땅; 바닥
form|형태; 양식; 서류
support/v|지지하다; 지원하다
event|행사; 사건
official/a|공식적; 공식의
whose|누구의
matter|문제; 일; 물질
everyone|모두; 모든 사람
center|중심; 센터
couple|커플; 부부; 두어 개
site|장소; 현장; 사이트
project|프로젝트; 계획
hit/v|치다; 때리다
base|기초; 기지
activity|활동
star|별; 스타
table|탁자; 식탁; 표
need|필요; 요구
court|법원; 코트 (경기장)
produce/v|생산하다; 만들다
eat/v|먹다
american/a|미국의; 미국인의
teach/v|가르치다
oil|기름; 석유
half|반; 절반
situation|상황
easy/a|쉽다
cost/v|(비용이) 들다
industry|산업
figure|수치; 인물; 모습
street|거리; 길
image|이미지; 모습
itself|그것 자체
phone|전화; 휴대폰
either|어느 한쪽; (부정문) ~도
data|데이터; 자료
cover/v|덮다; 다루다
quite/r|꽤; 아주
picture|그림; 사진
clear/a|분명하다; 맑다; 투명하다
practice|연습; 관행
piece|조각; 한 개
land|땅; 육지
recent/a|최근의
describe/v|묘사하다; 설명하다
product|제품; 상품
doctor|의사
wall|벽
patient|환자
worker|노동자; 직원
news|뉴스; 소식
test|시험; 검사
movie|영화
certain/a|확실하다; 어떤
north|북쪽
personal/a|개인의; 개인적
simply/r|그냥; 단순히
third/m|세 번째의; 3분의 1
technology|기술
catch/v|잡다; (병에) 걸리다
step|걸음; 단계; 계단
baby|아기
computer|컴퓨터
type|유형; 종류
attention|주의; 관심
draw/v|그리다; 끌다
film|영화; 필름
tree|나무
source|원천; 출처
red/a|빨갛다; 빨간
nearly/r|거의
organization|조직; 단체
choose/v|고르다; 선택하다
cause/v|일으키다; 원인이 되다
hair|머리카락; 털
century|세기; 100년
evidence|증거
window|창문
difficult/a|어렵다
listen/v|듣다
soon/r|곧
culture|문화
billion/m|10억
chance|기회; 가능성
brother|형제; 형; 오빠
energy|에너지; 힘
period|기간; 시대; 마침표
summer|여름
realize/v|깨닫다; 실현하다
hundred/m|백
available/a|이용할 수 있다; 시간이 되다
plant|식물; 공장
likely/a|~할 것 같은; 가능성 있는
opportunity|기회
term|용어; 학기; 기간
short/a|짧다; 키가 작다
letter|편지; 글자
condition|조건; 상태
choice|선택
single/a|단 하나의; 혼자의; 미혼의
rule|규칙
daughter|딸
administration|행정; 관리; 정부
south|남쪽
husband|남편
floor|바닥; 층
campaign|캠페인; 운동
material|재료; 자료
population|인구
economy|경제
medical/a|의학의; 의료의
hospital|병원
church|교회
close/v|닫다; 닫히다
thousand/m|천
risk|위험
current/a|현재의
fire|불; 화재
future|미래
wrong/a|틀리다; 잘못된
involve/v|포함하다; 관련시키다
defense|방어; 국방
anyone|누구든지; 아무도
increase/v|늘다; 늘리다; 증가하다
security|보안; 안전
bank|은행; 둑
myself|나 자신
certainly/r|확실히; 물론
west|서쪽
sport|스포츠; 운동
board|판자; 게시판; 이사회
seek/v|찾다; 구하다
per|~당; ~마다
subject|주제; 과목; 주어
officer|장교; 경찰관; 임원
private/a|사적인; 개인의; 사립의
rest|휴식; 나머지
behavior|행동; 태도
deal/v|다루다; 처리하다
performance|공연; 성과; 성능
fight/v|싸우다
throw/v|던지다
top|위; 꼭대기; 최고
quickly/r|빨리
past|과거; 지나서
goal|목표; 골
bed|침대
order|주문; 순서; 명령
author|작가; 저자
fill/v|채우다
represent/v|대표하다; 나타내다
focus/v|집중하다
foreign/a|외국의
drop/v|떨어뜨리다; 떨어지다
blood|피
upon|~ 위에; ~하자마자
agency|대행사; 기관
push/v|밀다; 누르다
nature|자연; 본성
color|색; 색깔
recently/r|최근에
store|가게; 상점
reduce/v|줄이다
sound|소리
note|메모; 음표; 쪽지
fine/a|괜찮다; 좋다; 가늘다
near|가까이; ~ 근처에
movement|움직임; 운동
page|페이지; 쪽
enter/v|들어가다; 입력하다
share/v|나누다; 공유하다
common/a|흔하다; 공통의
poor/a|가난하다; 불쌍하다; 서투르다
natural/a|자연스럽다; 자연의
race|경주; 인종
concern|걱정; 관심사
series|시리즈; 연속
significant/a|중요하다; 상당한
similar/a|비슷하다
hot/a|덥다; 뜨겁다; 맵다
language|언어; 말
usually/r|보통; 대개
response|반응; 대답
dead/a|죽은
rise/v|오르다; 뜨다 (해)
animal|동물
factor|요인; 요소
decade|10년
article|기사; 글; 관사
shoot/v|쏘다; 촬영하다
east|동쪽
save/v|구하다; 저축하다; 저장하다
seven/m|일곱; 칠
artist|예술가; 화가
scene|장면; 현장
stock|주식; 재고
career|경력; 직업
despite|~에도 불구하고
central/a|중앙의; 중심의
eight/m|여덟; 팔
thus/r|따라서; 이렇게
treatment|치료; 대우
beyond|~ 너머; ~을 넘어서
happy/a|행복하다; 기쁘다
exactly/r|정확히; 바로
protect/v|보호하다; 지키다
approach|접근; 접근법
lie/v|눕다; 거짓말하다
size|크기; 사이즈
dog|개
fund|기금; 자금
serious/a|심각하다; 진지하다
occur/v|일어나다; 생기다
media|미디어; 언론
ready/a|준비되다
sign|표지판; 징후; 신호
thought|생각
list|목록; 리스트
individual|개인
simple/a|간단하다; 단순하다
quality|품질; 질
pressure|압력; 압박
accept/v|받아들이다
answer|대답; 답
resource|자원
identify/v|확인하다; 알아보다
left|왼쪽
meeting|회의; 만남
determine/v|결정하다; 알아내다
prepare/v|준비하다
disease|병; 질병
whatever|무엇이든
success|성공
argue/v|말다툼하다; 주장하다
cup|컵; 잔
particularly/r|특히
amount|양; 액수
ability|능력
staff|직원
recognize/v|알아보다; 인정하다
indicate/v|나타내다; 가리키다
character|성격; 등장인물; 문자
growth|성장
loss|손실; 잃음
degree|정도; 도; 학위
wonder/v|궁금하다; 궁금해하다
attack|공격
herself|그녀 자신
region|지역
television|텔레비전
box|상자
training|훈련; 교육
pretty/r|꽤; 상당히
trade|무역; 거래
election|선거
everybody|모두; 모든 사람
physical/a|신체의; 물리적
lay/v|놓다; 눕히다; (알을) 낳다
general/a|일반적; 전반적
feeling|느낌; 감정
standard|기준; 표준
bill|계산서; 청구서; 법안
message|메시지
fail/v|실패하다; (시험에) 떨어지다
outside/r|밖에; 밖으로
arrive/v|도착하다
analysis|분석
benefit|이익; 혜택
sex|성; 성별
forward/r|앞으로
lawyer|변호사
present/a|현재의; 출석한
section|부분; 구역; 섹션
environmental/a|환경의
glass|유리; 유리잔
skill|기술; 능력
sister|자매; 언니; 누나
professor|교수
operation|수술; 작전; 운영
financial/a|재정의; 금융의
crime|범죄
stage|무대; 단계
ok/i|좋아; 알았어
compare/v|비교하다
authority|권위; 당국
miss/v|그리워하다; 놓치다
design/v|디자인하다; 설계하다
sort|종류
act/v|행동하다; 연기하다
ten/m|열; 십
knowledge|지식
gun|총
station|역; 정류장; 방송국
blue/a|파랗다; 파란
state/v|말하다; 진술하다
strategy|전략
clearly/r|분명히
discuss/v|논의하다; 의논하다
indeed/r|정말로; 사실
truth|진실; 사실
song|노래
example|예; 보기
democratic/a|민주주의의; 민주적
check/v|확인하다; 점검하다
environment|환경
leg|다리
dark/a|어둡다; 짙다
various/a|다양하다; 여러 가지의
rather/r|꽤; 오히려; 차라리
laugh/v|웃다
guess/v|추측하다; 짐작하다
executive/a|경영의; 임원의
prove/v|증명하다; 드러나다
hang/v|걸다; 매달리다
entire/a|전체의
rock|바위; 돌; 록 (음악)
forget/v|잊다
claim/v|주장하다; 요구하다
remove/v|없애다; 제거하다
manager|관리자; 매니저
enjoy/v|즐기다
network|네트워크; 망
legal/a|법률의; 합법적
religious/a|종교의; 종교적
cold/a|춥다; 차갑다
final/a|마지막의; 최종의
main/a|주요한; 주된
science|과학
green/a|초록색의; 푸르다
memory|기억; 추억; 메모리
card|카드
above/r|위에; 위로
seat|자리; 좌석
cell|세포; 휴대폰; 감방
establish/v|설립하다; 확립하다
nice/a|좋다; 친절하다
trial|재판; 시험
expert/a|전문적; 숙련된
spring|봄; 용수철; 샘
firm|회사
radio|라디오
visit/v|방문하다
management|경영; 관리
avoid/v|피하다
imagine/v|상상하다
tonight/r|오늘 밤
huge/a|거대하다; 엄청나다
ball|공
finish/v|끝내다; 끝나다
yourself|너 자신; 당신 자신
theory|이론
impact|영향; 충격
respond/v|대답하다; 반응하다
statement|성명; 진술
maintain/v|유지하다; 주장하다
charge|요금; 책임; 충전
popular/a|인기 있다; 대중적
traditional/a|전통적; 전통의
onto|~ 위로
reveal/v|드러내다; 밝히다
direction|방향; 지시
weapon|무기
employee|직원; 종업원
cultural/a|문화의; 문화적
contain/v|포함하다; 담고 있다
peace|평화
pain|통증; 고통
apply/v|지원하다; 적용하다; 바르다
measure/v|재다; 측정하다
wide/a|넓다
shake/v|흔들다; 떨다
fly/v|날다; 비행기로 가다
interview|면접; 인터뷰
manage/v|관리하다; 해내다
chair|의자
fish|물고기; 생선
particular/a|특정한; 특별한; 까다롭다
camera|카메라
structure|구조; 건물
politics|정치
perform/v|공연하다; 수행하다
bit|조금; 약간
weight|무게; 체중
suddenly/r|갑자기
discover/v|발견하다
candidate|후보자; 지원자
production|생산; 제작
treat/v|대하다; 치료하다; 대접하다
trip|여행
evening|저녁
affect/v|영향을 주다
inside/r|안에; 안으로
conference|회의; 학회
unit|단위; 단원; 부대
style|스타일; 방식
adult|어른; 성인
worry/v|걱정하다
range|범위
mention/v|언급하다; 말하다
deep/a|깊다
edge|가장자리; 끝
specific/a|구체적; 특정한
writer|작가
trouble|문제; 곤란
necessary/a|필요하다
throughout|~ 내내; 곳곳에
challenge|도전; 어려운 일
fear|두려움; 공포
shoulder|어깨
institution|기관; 제도
middle/a|중간의; 가운데의
sea|바다
dream|꿈
beautiful/a|아름답다
property|재산; 부동산; 속성
instead/r|대신에
improve/v|개선하다; 나아지다
stuff|물건; 것
detail|세부 사항; 자세한 내용
method|방법
somebody|누군가
magazine|잡지
hotel|호텔
soldier|군인
reflect/v|반영하다; 반사하다; 되돌아보다
heavy/a|무겁다
sexual/a|성적
bag|가방; 봉지
heat|열; 더위
marriage|결혼
tough/a|힘들다; 강인하다; 질기다
sing/v|노래하다
surface|표면
purpose|목적
exist/v|존재하다
pattern|패턴; 무늬
whom|누구를
skin|피부; 껍질
agent|대리인; 요원
owner|주인; 소유자
machine|기계
gas|가스; 휘발유
generation|세대
commercial/a|상업의; 상업적
address|주소; 연설
cancer|암
item|물건; 항목
reality|현실
coach|코치; 감독
yard|마당; 야드
beat/v|이기다; 때리다
violence|폭력
total/a|전체의; 완전한
tend/v|~하는 경향이 있다
investment|투자
discussion|토론; 논의
finger|손가락
garden|정원
notice/v|알아차리다
collection|수집; 모음
modern/a|현대의; 현대적
task|일; 과제
partner|파트너; 동업자; 배우자
positive/a|긍정적; 확신하는
civil/a|시민의; 민사의
kitchen|부엌
consumer|소비자
shot|발사; 촬영; 주사
budget|예산
wish/v|바라다; 원하다
painting|그림; 페인트칠
scientist|과학자
safe/a|안전하다
agreement|합의; 동의; 계약
capital|수도; 자본; 대문자
mouth|입
nor|~도 아니다
victim|피해자; 희생자
newspaper|신문
threat|위협
responsibility|책임
smile/v|미소 짓다; 웃다
attorney|변호사
score|점수
account|계좌; 계정; 설명
interesting/a|재미있다; 흥미롭다
audience|관객; 청중
rich/a|부유하다; 풍부하다
dinner|저녁 식사
vote/v|투표하다
western/a|서양의; 서쪽의
relate/v|관련시키다; 공감하다
travel/v|여행하다
debate|토론; 논쟁
prevent/v|막다; 예방하다
citizen|시민
majority|대다수; 과반수
none|아무도 ~ 않다; 하나도 없음
front|앞; 정면
born/a|태어난
admit/v|인정하다; 입장을 허락하다
senior/a|선배의; 고위의; 연장자의
assume/v|가정하다; 추정하다
wind|바람
key|열쇠; 핵심
professional/a|전문적; 프로의
mission|임무; 사명
fast/r|빨리
alone/r|혼자; 홀로
customer|손님; 고객
suffer/v|고통받다; 겪다
speech|연설; 말
successful/a|성공적; 성공한
option|선택; 옵션
participant|참가자
southern/a|남쪽의; 남부의
fresh/a|신선하다; 새롭다
eventually/r|결국; 마침내
forest|숲
video|영상; 비디오
global/a|세계적; 전 세계의
senate|상원
reform|개혁
access|접근; 이용
restaurant|식당; 레스토랑
judge|판사; 심판
publish/v|출판하다; 발표하다
relation|관계
release/v|풀어 주다; 발표하다; 출시하다
bird|새
opinion|의견
credit|신용; 학점
critical/a|비판적; 중요한; 위독한
corner|모퉁이; 구석
concerned/a|걱정하는; 관련된
recall/v|기억해 내다; 회수하다
version|버전; 판
stare/v|빤히 보다; 응시하다
safety|안전
effective/a|효과적
neighborhood|동네; 이웃
original/a|원래의; 독창적
troop|군대; 무리
income|소득; 수입
directly/r|직접; 곧장
hurt/v|다치게 하다; 아프다
species|종 (생물)
immediately/r|즉시; 바로
track|선로; 트랙; 곡
basic/a|기본적; 기초의
strike/v|치다; 때리다; 파업하다
sky|하늘
freedom|자유
absolutely/r|완전히; 물론이지
plane|비행기
nobody|아무도 ~ 않다
achieve/v|이루다; 달성하다
object|물체; 대상; 목적
attitude|태도
labor|노동; 노동자
refer/v|언급하다; 참고하다
concept|개념
client|고객; 의뢰인
powerful/a|강력하다; 힘 있다
perfect/a|완벽하다
nine/m|아홉; 구
therefore/r|그러므로; 따라서
conduct/v|실시하다; 지휘하다
announce/v|발표하다; 알리다
conversation|대화
examine/v|조사하다; 진찰하다
touch/v|만지다; 감동시키다
please/r|제발; ~해 주세요
attend/v|참석하다; 다니다
completely/r|완전히
variety|다양성; 여러 가지
sleep/v|자다
involved/a|관련된; 참여하는
investigation|조사; 수사
nuclear/a|핵의; 원자력의
researcher|연구원; 연구자
press|언론; 신문
conflict|갈등; 충돌
spirit|정신; 영혼
replace/v|바꾸다; 대신하다
british/a|영국의; 영국인의
encourage/v|격려하다; 장려하다
argument|논쟁; 말다툼; 논거
camp|캠프; 야영지
brain|뇌; 두뇌
feature|특징; 기능; 특집
afternoon|오후
weekend|주말
dozen|12개; 다스
possibility|가능성
insurance|보험
department|부서; 학과; 매장
battle|전투; 싸움
beginning|시작; 처음
date|날짜; 데이트
generally/r|일반적으로; 대개
african/a|아프리카의
sorry/a|미안하다; 안타깝다
crisis|위기
complete/a|완전하다; 완성된
fan|팬; 선풍기
stick/v|붙이다; 찌르다; 고수하다
define/v|정의하다
easily/r|쉽게
hole|구멍
element|요소; 원소
vision|시력; 비전
status|지위; 상태
normal/a|보통의; 정상적
chinese/a|중국의; 중국어의
ship|배
solution|해결책; 용액
stone|돌
slowly/r|천천히
scale|규모; 저울; 비늘
university|대학교
introduce/v|소개하다; 도입하다
driver|운전자; 기사
attempt|시도
park|공원
spot|장소; 점; 얼룩
lack|부족; 결핍
ice|얼음
boat|배; 보트
drink/v|마시다
sun|해; 태양
distance|거리
wood|나무; 목재; 숲
handle/v|다루다; 처리하다
truck|트럭
mountain|산
survey|설문 조사
supply/v|공급하다
tradition|전통
winter|겨울
village|마을
refuse/v|거절하다
sales|판매; 매출
roll/v|구르다; 굴리다; 말다
communication|의사소통; 통신
run|달리기; 득점
screen|화면; 스크린
gain/v|얻다; 늘다
resident|주민; 거주자
hide/v|숨다; 숨기다
gold|금
club|동아리; 클럽
farm|농장
potential/a|잠재적; 가능한
european/a|유럽의
presence|존재; 참석
independent/a|독립적; 독립한
district|지구; 구역
shape|모양; 형태
reader|독자
contract|계약; 계약서
crowd|군중; 인파
christian/a|기독교의
express/v|표현하다
apartment|아파트
willing/a|기꺼이 ~하다
strength|힘; 강점
previous/a|이전의
band|밴드; 띠
obviously/r|분명히; 당연히
horse|말
interested/a|관심 있다
target|목표; 표적
prison|감옥; 교도소
ride/v|타다
guard|경비원; 보초
terms|조건; 관계; 용어
demand/v|요구하다
reporter|기자
deliver/v|배달하다; 전달하다
text|글; 본문; 문자 메시지
tool|도구
wild/a|야생의; 거친
vehicle|차량; 탈것
observe/v|관찰하다; 지키다
flight|비행; 항공편
facility|시설
understanding|이해
average/a|평균의; 보통의
emerge/v|나타나다
advantage|장점; 유리함
quick/a|빠르다
leadership|리더십; 지도력
earn/v|벌다; 얻다
pound|파운드
basis|기초; 근거
bright/a|밝다; 똑똑하다
operate/v|작동하다; 운영하다; 수술하다
guest|손님
sample|샘플; 견본
contribute/v|기여하다; 기부하다
tiny/a|아주 작다
block|블록; 구역
protection|보호
settle/v|해결하다; 정착하다
feed/v|먹이다; 먹이를 주다
collect/v|모으다; 수집하다
additional/a|추가의
highly/r|매우; 높이
identity|정체성; 신원
title|제목; 칭호
mostly/r|대부분; 주로
lesson|수업; 교훈
faith|믿음; 신앙
river|강
promote/v|홍보하다; 승진시키다; 촉진하다
living/a|살아 있는
count/v|세다; 중요하다
unless|~하지 않으면
marry/v|결혼하다
tomorrow/r|내일
technique|기술; 기법
path|길; 경로
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
fortune|재산; 운
frame|틀; 액자
fuel|연료
furniture|가구
gallery|미술관; 화랑
gap|틈; 차이
garage|차고
gate|문; 대문; 탑승구
gesture|몸짓; 제스처
ghost|유령; 귀신
guide|안내원; 가이드; 안내서
guitar|기타
habit|습관
hall|홀; 복도; 회관
harbor|항구
height|높이; 키
hero|영웅; 주인공
highlight|하이라이트; 가장 좋은 부분
hobby|취미
honey|꿀; 여보
honor|명예; 영광
host|주인; 진행자
humor|유머
hunger|배고픔; 굶주림
ideal|이상
illness|병
incident|사건
ingredient|재료
injury|부상
ink|잉크
instrument|악기; 기구
invitation|초대; 초대장
iron|다리미; 철
jail|감옥
jewelry|보석; 장신구
joke|농담
journal|일기; 학술지
joy|기쁨
jungle|정글
junk|잡동사니; 쓰레기
kingdom|왕국
knot|매듭
label|라벨; 상표
ladder|사다리
lawn|잔디밭
lecture|강의
liquid|액체
load|짐; 양
luck|운; 행운
lung|폐
magic|마법; 마술
mail|우편; 메일
manner|방식; 태도; 예절
marathon|마라톤
mask|마스크; 가면
measure|조치; 척도
medal|메달
melody|멜로디; 선율
menu|메뉴
mess|엉망; 어질러진 상태
metal|금속
midnight|자정; 한밤중
mood|기분
mud|진흙
muscle|근육
mystery|미스터리; 수수께끼
nail|손톱; 못
neck|목
nest|둥지
noise|소음
novel|소설
nut|견과
orchestra|오케스트라
package|소포; 포장
palace|궁전
pan|프라이팬; 냄비
parade|행진; 퍼레이드
passion|열정
pearl|진주
penalty|벌; 벌금; 페널티
permission|허락; 허가
pet|애완동물; 반려동물
pilot|조종사
pin|핀
planet|행성
plastic|플라스틱; 비닐
poem|시
poet|시인
poison|독
portrait|초상화
poverty|가난
powder|가루
prayer|기도
prize|상; 상품
profit|이익; 수익
pump|펌프
puzzle|퍼즐; 수수께끼
queen|여왕
rank|계급; 순위
rat|쥐
recipe|요리법; 레시피
reward|보상; 상
rhythm|리듬
rope|밧줄
route|경로; 노선
routine|일과; 일상
rubber|고무
salary|월급; 급여
sand|모래
sauce|소스
scissors|가위
secret|비밀
shadow|그림자
shame|부끄러움; 수치; 유감
shell|껍데기; 조개껍데기
shelter|피난처; 쉼터
shore|해안; 물가
signal|신호
silence|침묵; 고요
silk|비단; 실크
silver|은
sink|싱크대; 세면대
slice|조각; 한 쪽
smoke|연기
soil|흙; 토양
soul|영혼
spice|향신료
sponsor|후원자; 스폰서
stadium|경기장
stamp|우표; 도장
steam|증기; 김
steel|강철
stomach|배; 위
storage|저장; 보관
strike|파업; 타격
string|끈; 줄
suitcase|여행 가방
supper|저녁 식사
surgery|수술
sweat|땀
symbol|상징; 기호
talent|재능
tank|탱크; 통
tear|눈물
temperature|온도; 체온
tent|텐트
thread|실
throat|목구멍; 목
thumb|엄지손가락
tip|팁; 조언; 끝
toe|발가락
tongue|혀
tooth|이; 치아
topic|주제; 화제
tower|탑
toy|장난감
trail|오솔길; 자국
trap|덫; 함정
treasure|보물
trend|경향; 유행
tribe|부족
tunnel|터널
twin|쌍둥이
universe|우주
vacuum|진공; 진공청소기
vase|꽃병
violin|바이올린
volume|음량; 권; 부피
wage|임금
waist|허리
wealth|부; 재산
weather|날씨
wheel|바퀴
whistle|호루라기; 휘파람
wing|날개
wire|전선; 철사
witness|목격자; 증인
wolf|늑대
wool|양털; 울
worm|벌레; 지렁이
wrist|손목
`;
