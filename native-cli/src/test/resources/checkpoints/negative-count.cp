grundy checkpoint 1
game: kayles
values: -3001
checksum: 0
crc32: 0

