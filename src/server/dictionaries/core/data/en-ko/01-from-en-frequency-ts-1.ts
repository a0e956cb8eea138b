/** en-ko, part 1: From en-frequency.ts, in its order (1). Format and provenance: ../en-ko.ts. */
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
`;
