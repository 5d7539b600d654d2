<?php
// What scripts/mediawiki keeps in its folder besides the wikis: files written whole, the secret file,
// the ports file, and the SQLite files (through PDO, values always bound).

declare(strict_types=1);

final class Files
{
    public static function mkdir(string $dir): void
    {
        if (!is_dir($dir) && !mkdir($dir, 0777, true) && !is_dir($dir)) {
            throw new RuntimeException("could not make $dir");
        }
    }

    /** rm -rf: a symbolic link is removed, never followed. */
    public static function remove(string $path): void
    {
        if (is_link($path) || is_file($path)) {
            unlink($path);
            return;
        }
        if (!is_dir($path)) {
            return;
        }
        foreach (scandir($path) as $entry) {
            if ($entry !== '.' && $entry !== '..') {
                self::remove("$path/$entry");
            }
        }
        rmdir($path);
    }

    /** Written to a temporary file, then renamed over $path; $private: mode 600 from the start. */
    public static function write(string $path, string $text, bool $private = false): void
    {
        $old = $private ? umask(077) : null;
        try {
            if (file_put_contents("$path.tmp", $text) === false) {
                throw new RuntimeException("could not write $path.tmp");
            }
            rename("$path.tmp", $path);
            if ($private) {
                chmod($path, 0600);
            }
        } finally {
            if ($old !== null) {
                umask($old);
            }
        }
    }

    /** The directory entries of $dir that are directories, sorted; none if it does not exist. */
    public static function subdirectories(string $dir): array
    {
        $names = is_dir($dir) ? array_values(array_filter(scandir($dir),
            fn ($n) => $n[0] !== '.' && is_dir("$dir/$n"))) : [];
        sort($names, SORT_STRING);
        return $names;
    }

    /** The last $n lines of a file, for a failure's message. */
    public static function tail(string $path, int $n): string
    {
        $lines = @file($path) ?: [];
        return implode('', array_slice($lines, -$n));
    }
}

/** The secret file: KEY=VALUE lines, mode 600. Passwords never go on a command line (ps shows them). */
final class Secrets
{
    public function __construct(private string $path)
    {
    }

    public function get(string $key): string
    {
        $value = '';
        foreach (@file($this->path, FILE_IGNORE_NEW_LINES) ?: [] as $line) {
            if (str_starts_with($line, "$key=")) {
                $value = substr($line, strlen($key) + 1);
            }
        }
        return $value;
    }

    public function set(string $key, string $value): void
    {
        $lines = array_filter(@file($this->path, FILE_IGNORE_NEW_LINES) ?: [],
            fn ($line) => !str_starts_with($line, "$key="));
        $lines[] = "$key=$value";
        Files::write($this->path, implode("\n", $lines) . "\n", true);
    }

    /** Made once: $key's value, a new random one if there is none. */
    public function ensure(string $key): string
    {
        $value = $this->get($key);
        if ($value === '') {
            $value = self::random(24);
            $this->set($key, $value);
        }
        return $value;
    }

    public static function random(int $length): string
    {
        $set = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
        $text = '';
        for ($i = 0; $i < $length; $i++) {
            $text .= $set[random_int(0, strlen($set) - 1)];
        }
        return $text;
    }
}

/**
 * The port each wiki (or "push") keeps for its life (it is in $wgServer): "NAME PORT" lines, recorded
 * once, the next free one after the others.
 */
final class Ports
{
    public function __construct(private string $path, private int $base)
    {
    }

    public function has(string $name): bool
    {
        return array_key_exists($name, $this->read());
    }

    public function of(string $name): int
    {
        $ports = $this->read();
        if (isset($ports[$name])) {
            return $ports[$name];
        }
        $port = max([$this->base - 1, ...array_values($ports)]) + 1;
        while (Processes::portBusy($port)) {
            $port++;
        }
        file_put_contents($this->path, "$name $port\n", FILE_APPEND);
        return $port;
    }

    /** @return array<string, int> */
    private function read(): array
    {
        $ports = [];
        foreach (@file($this->path, FILE_IGNORE_NEW_LINES) ?: [] as $line) {
            $fields = preg_split('/\s+/', trim($line));
            if (count($fields) >= 2 && !isset($ports[$fields[0]])) {
                $ports[$fields[0]] = (int) $fields[1];
            }
        }
        return $ports;
    }
}

/** One SQLite file of the data folder, through PDO (errors are exceptions, 30 s for a lock). */
final class Database
{
    public static function open(string $file): PDO
    {
        $db = new PDO("sqlite:$file", null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $db->setAttribute(PDO::ATTR_TIMEOUT, 30);
        return $db;
    }

    /** The rows of a statement with bound parameters. */
    public static function query(PDO $db, string $sql, array $parameters = []): array
    {
        $statement = $db->prepare($sql);
        $statement->execute($parameters);
        return $statement->fetchAll(PDO::FETCH_NUM);
    }

    public static function hasTable(PDO $db, string $table): bool
    {
        return self::query($db, 'SELECT name FROM sqlite_master WHERE name = ?', [$table]) !== [];
    }
}
