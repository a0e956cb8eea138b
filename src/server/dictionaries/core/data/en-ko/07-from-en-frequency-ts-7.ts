/** en-ko, part 7: From en-frequency.ts, in its order (7). Format and provenance: ../en-ko.ts. */
export default `
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
