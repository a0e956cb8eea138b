/** ko-en, part 4: Numbers and counters; Bound nouns and grammar words; Time. Format and provenance: ../ko-en.ts. */
export default `
# Numbers and counters
영/m|zero
공|ball; zero (in numbers)
일/m|one (Sino-Korean)
이/m|two (Sino-Korean)
삼/m|three (Sino-Korean)
사/m|four (Sino-Korean)
오/m|five (Sino-Korean)
육/m|six (Sino-Korean)
칠/m|seven (Sino-Korean)
팔/m|eight (Sino-Korean)
구/m|nine (Sino-Korean)
십/m|ten (Sino-Korean)
억/m|hundred million
마흔/m|forty
쉰/m|fifty
예순/m|sixty
일흔/m|seventy
여든/m|eighty
아흔/m|ninety
첫째/m|first
둘째/m|second
셋째/m|third
반|half; class (homeroom)
절반|half
번|time (counter); number
번호|number
권|volume (counter for books)
마리|counter for animals
장|sheet (counter); chapter; head (chief)
잔|glass; cup (counter)
대|counter for vehicles, machines
벌|suit; set (counter); bee
켤레|pair (counter for shoes, socks)
살|years old (counter); flesh
층|floor; story; layer
호|number (room, issue)
개월|months (counter)
주일|week
인분|portion; serving (counter)
가지|kind; sort; branch
쪽|side; direction; page
페이지|page
# Bound nouns and grammar words
싶다/v|want to (in -고 싶다)
줄|line; rope; how (-ㄹ 줄 알다)
바|thing; way (formal)
뿐|only; just
듯|as if; like
지|since (time passed, -ㄴ 지)
# Time
요즘|these days; lately
최근|recent; recently
옛날|old days; long ago
예전|former days; before
평소|usual; ordinary times
순간|moment; instant
동안|during; for (a period)
사이|between; relationship
전|before; ago; former
후|after; later
이후|after; since
이전|before; previous
올해|this year
작년|last year
내년|next year
그저께|the day before yesterday
모레|the day after tomorrow
매주|every week
매달|every month
매년|every year
평일|weekday
연휴|long weekend; consecutive holidays
기간|period; term
날짜|date
시기|time; period; season
나이|age
세|years old (formal counter)
오랜만|a long time (since)
새해|new year
연말|end of the year
낮|daytime; day
달력|calendar
시간표|timetable; schedule
일정|schedule; itinerary
예정|plan; schedule
마감|deadline; closing
`;
