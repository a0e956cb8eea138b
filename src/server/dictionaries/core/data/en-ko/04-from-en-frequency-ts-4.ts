/** en-ko, part 4: From en-frequency.ts, in its order (4). Format and provenance: ../en-ko.ts. */
export default `
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
`;
