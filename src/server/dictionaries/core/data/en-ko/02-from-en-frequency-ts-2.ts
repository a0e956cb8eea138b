/** en-ko, part 2: From en-frequency.ts, in its order (2). Format and provenance: ../en-ko.ts. */
export default `
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
`;
