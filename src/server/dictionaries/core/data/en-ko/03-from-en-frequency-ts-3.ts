/** en-ko, part 3: From en-frequency.ts, in its order (3). Format and provenance: ../en-ko.ts. */
export default `
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
`;
